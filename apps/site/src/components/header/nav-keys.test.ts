import { describe, expect, it } from 'vitest';
import { en, fr } from '../../i18n/messages-nav';
import { moveIndex, toggleSection } from './nav-keys';

describe('mega-menu selection', () => {
  it('selects one section at a time; clicking the selected one again deselects it', () => {
    let s = toggleSection(null, 'lessons');
    expect(s).toBe('lessons');
    s = toggleSection(s, 'offers');
    expect(s).toBe('offers');
    expect(toggleSection(s, 'offers')).toBeNull();
  });
});

describe('arrow keys', () => {
  it('move between items, wrapping around', () => {
    expect(moveIndex('ArrowRight', 0, 3)).toBe(1);
    expect(moveIndex('ArrowRight', 2, 3)).toBe(0);
    expect(moveIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(moveIndex('Home', 2, 3)).toBe(0);
    expect(moveIndex('End', 0, 3)).toBe(2);
    expect(moveIndex('Enter', 0, 3)).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('stop at the ends inside a panel', () => {
    expect(moveIndex('ArrowDown', 2, 3, { wrap: false })).toBe(2);
    expect(moveIndex('ArrowUp', 0, 3, { wrap: false })).toBe(0);
  });
});

describe('nav strings', () => {
  it('exist in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const v of [...Object.values(fr), ...Object.values(en)]) expect(v.trim()).not.toBe('');
  });
});
