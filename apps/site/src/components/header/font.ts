import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin subset — French included), self-hosted from the
 * @fontsource-variable/inter package through next/font/local: no font service is called at
 * build or run time (docs/spec.md §2 "A web font is loaded"). `inter.variable` defines `--font-inter`.
 * `optional`: preloaded, it is there for the first paint on a good connection; on a slow one the
 * metric-matched fallback stays for this page (no swap, so no late repaint of the text and no
 * layout shift) and the cached font serves the next pages.
 */
export const inter = localFont({
  src: [
    {
      path: '../../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-inter',
  display: 'optional',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
