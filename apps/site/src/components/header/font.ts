import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin subset — French included), self-hosted from the
 * @fontsource-variable/inter package through next/font/local: no font service is called at
 * build or run time (spec §2 "A web font is loaded"). `inter.variable` defines `--font-inter`.
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
  display: 'swap',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
