import type { SiteConfig } from '@schuss/contracts';

/**
 * The school's colours as the CSS custom properties the stylesheets use (globals.css): primary for
 * the brand colour (buttons, logo mark, highlights), accent for link text and hover states, so it
 * must read on white. Undefined without colours: the stylesheet's own (Val-Neige's red).
 */
export function brandStyle(brand: SiteConfig['brand']): Record<string, string> | undefined {
  const colors = brand?.colors;
  return colors ? { '--color-brand': colors.primary, '--color-brand-dark': colors.accent } : undefined;
}
