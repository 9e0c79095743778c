/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the server owns (server/src/app/http.ts); the dev server forwards it so the app runs on one
// origin as in production. Keys starting with ^ are patterns: /dev must not catch a page like /developers.
const SERVER = `http://localhost:${process.env.PORT ?? 4000}`;
const serverPaths = ['^/api(/|$)', '^/graphql(/|$)', '^/config\\.json$', '^/health$', '^/media/', '^/dev(/|$)'];

export default defineConfig({
  plugins: [react()],
  // Vite's own client conditions, spelled out because vitest resolves with Node's otherwise: react-router's
  // CommonJS builds of `react-router` and `react-router/dom` hold two router contexts, so a component under the
  // DOM RouterProvider would not find its router.
  // `es2015`: rxjs (Apollo's observables) as ES2015 classes instead of its ES5 build with tslib helpers.
  resolve: { conditions: ['module', 'browser', 'es2015', 'development|production'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, Apollo, Mantine's core, the layout) is
          // loaded by every page before anything else: one chunk, instead of the ~30 small shared chunks
          // rolldown makes of it because lazy pages import the same modules. Lazy pages keep their own chunks.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
