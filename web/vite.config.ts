import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli and gzip copies of every text asset, made once at build time; the api serves them as
// they are (no compression per request) to browsers that accept them.
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir!;
    const files = (await readdir(dir, { recursive: true })).filter((file) =>
      /\.(js|css|html|svg|json|txt)$/.test(file),
    );
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(dir, file);
        const content = await readFile(full);
        if (content.length < 1024) return;
        await writeFile(
          `${full}.br`,
          await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
      }),
    );
  },
});

// The API runs on its own port in development; the browser talks to one origin through this proxy,
// the same way production serves web and /api together.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3001}`;

// Long-lived vendor chunks: they change less often than the app, so browsers keep them cached
// across deployments. Order matters: the first matching group wins.
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  // TanStack Query only: the list windowing (react-virtual) travels with the screens that use it.
  {
    name: 'vendor-query',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
  },
  // The charts' own dependencies travel with them: left in an app chunk, they make the two chunks
  // import each other, and the cycle breaks at load time ('T is not a function'). The data grid
  // stays out: it needs material components no vendor chunk holds, so it travels with the lazily
  // loaded table view instead (inside this group it broke every screen the same way).
  {
    name: 'vendor-charts',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-(?!data-grid|virtualizer)|@base-ui[\\/]|d3-|internmap|flatqueue|bezier-easing|reselect|use-sync-external-store|@mui[\\/]material[\\/]NoSsr[\\/])/,
  },
  // The MUI runtime (styling engine, theming) is shared by every screen; the material components
  // themselves are left to the screens that use them, so the dashboard does not carry the tables,
  // dialogs and pickers of the other screens.
  { name: 'vendor-icons', test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|private-theming|styled-engine|types|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|clsx|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
  },
  // zod-jitless.ts rides in zod's own chunk: in the entry chunk it ran only after the shared chunks
  // the entry imports, one of which parses at load and so made zod probe `new Function` under the
  // CSP (a policy violation on every page load).
  {
    name: 'vendor-zod',
    test: /([\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]config[\\/]zod-jitless\.ts$)/,
  },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
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
