// The esbuild options of the browser bundles the platform serves (the booking widget, the editing
// tool): one minified IIFE file each, React bundled in production mode.
export const browserBundle = {
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  jsx: 'automatic',
  // Without it the bundle is development React (3× larger) and crashes on `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};
