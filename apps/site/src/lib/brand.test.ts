import { describe, expect, it } from 'vitest';
import { brandStyle } from './brand';

describe("the school's colours", () => {
  it('become the custom properties the stylesheets read', () => {
    expect(brandStyle({ colors: { primary: '#1f5f3a', accent: '#e07a1f' } })).toEqual({
      '--color-brand': '#1f5f3a',
      '--color-brand-dark': 'color-mix(in srgb, #1f5f3a 78%, #000)',
      '--color-accent': '#e07a1f',
    });
  });

  it("leave the stylesheet's own colours without any (a logo alone changes no colour)", () => {
    expect(brandStyle(undefined)).toBeUndefined();
    expect(brandStyle({ logo: '/static/brands/x.svg' })).toBeUndefined();
  });
});
