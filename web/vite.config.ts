import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; the browser talks to one origin through this proxy,
// the same way production serves web and /api together.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3001}`;

// Long-lived vendor chunks: they change less often than the app, so browsers keep them cached
// across deployments. Order matters: the first matching group wins.
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // The charts' own dependencies travel with them: left in an app chunk, they make the two chunks
  // import each other, and the cycle breaks at load time ('T is not a function').
  {
    name: 'vendor-charts',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|d3-|internmap|flatqueue|bezier-easing|reselect|use-sync-external-store)/,
  },
  { name: 'vendor-icons', test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|private-theming|styled-engine|types|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|clsx|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
  },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Keep each vendor group whole but do not pull app modules into it.
          includeDependenciesRecursively: false,
          groups: vendorGroups,
        },
      },
    },
  },
});
