import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the platform serves the application from (apps/platform/src/modules/backoffice/static.ts). */
const PLATFORM = `http://localhost:${process.env.PLATFORM_PORT ?? 4000}`;

export const OUT_DIR = join(import.meta.dirname, '../platform/public/admin');

// The back office: a single-page application served by the platform at /admin/ (same origin as its
// API). `npm run build -w @schuss/backoffice` (build.mjs: builds aside, then swaps the folder in);
// `npm run dev -w @schuss/backoffice` serves it on :5173 with /api proxied to the platform on :4000.
export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react()],
  // Production React, never `process` at run time (docs STACK: a missing define gives dev React).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Every script is a file (the page's Content-Security-Policy is script-src 'self').
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
  },
  // Writes made with the session cookie must carry the platform's Origin: the proxy sends it.
  server: { proxy: { '/api': { target: PLATFORM, changeOrigin: true, headers: { origin: PLATFORM } } } },
}));
