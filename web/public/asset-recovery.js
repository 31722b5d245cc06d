// Recovers a page whose scripts went missing in a rolling update. index.html names hashed files
// of one build; during an update the load balancer may ask a server of another build for them,
// which answers 404 (see api/src/plugins/web.ts), and the page stays blank or a screen fails to
// open. Reloading fetches an index.html and scripts that agree, usually from the same server.
// At most three reloads in a row (at once, then 1 s and 2 s later); the app clears the count once
// it has run for 10 s (web/src/main.tsx), so a later update gets its own three.
// A classic script in <head>, outside the bundle: it must already listen when the bundle fails.
/* global window */
(() => {
  const KEY = 'compliance:asset-reloads';
  const MAX_RELOADS = 3;
  let reloading = false;

  const reloadOnce = () => {
    if (reloading) return;
    let reloads;
    try {
      reloads = Number(sessionStorage.getItem(KEY)) || 0;
      if (reloads >= MAX_RELOADS) return;
      sessionStorage.setItem(KEY, String(reloads + 1));
    } catch {
      // Storage blocked: without a count a reload could loop, so none.
      return;
    }
    reloading = true;
    setTimeout(() => window.location.reload(), 1000 * reloads);
  };

  // A script or stylesheet of the build failed to load (errors of elements do not bubble: capture).
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      const url = element && (element.src || element.href);
      if (typeof url === 'string' && url.includes('/assets/')) reloadOnce();
    },
    true,
  );

  // A screen's chunk failed to load on navigation (Vite's event for a failed dynamic import). The
  // error also goes on to the screen's error boundary, which shows with its Reload button when no
  // reload is left.
  window.addEventListener('vite:preloadError', reloadOnce);
})();
