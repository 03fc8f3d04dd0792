import type { SiteConfig } from '@schuss/contracts';

/**
 * The school's colours as the CSS custom properties the stylesheets use (globals.css). Primary is
 * the brand colour of buttons, the logo and link text, so it must read on white (and white on it);
 * its darker shade (hover, links) is mixed from it. Accent only marks things (the current menu
 * section), never text, since a bright accent often does not read on white. Undefined without
 * colours: the stylesheet's own (Val-Neige's red).
 */
export function brandStyle(brand: SiteConfig['brand']): Record<string, string> | undefined {
  const colors = brand?.colors;
  if (!colors) return undefined;
  return {
    '--color-brand': colors.primary,
    '--color-brand-dark': `color-mix(in srgb, ${colors.primary} 78%, #000)`,
    '--color-accent': colors.accent,
  };
}
