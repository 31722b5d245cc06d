import './config/zod-jitless';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The app has run for a while without reloading: a later missing asset may reload the page again
// (public/asset-recovery.js). Cleared at start, a screen whose chunk is missing would reload forever.
setTimeout(() => {
  try {
    sessionStorage.removeItem('compliance:asset-reloads');
  } catch {
    // Storage blocked: the recovery script does not reload then either.
  }
}, 10_000);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
