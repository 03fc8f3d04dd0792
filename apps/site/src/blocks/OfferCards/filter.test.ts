import { describe, expect, it } from 'vitest';
import { isShown, presentCategories, restoredCategory } from './filter';

describe('offer category filter', () => {
  it('lists present categories in the spec order', () => {
    expect(presentCategories(['decouverte', 'promotion', 'promotion', undefined, 'nouveaute'])).toEqual([
      'nouveaute',
      'promotion',
      'decouverte',
    ]);
  });
  it('restores a stored category only when it is on the page', () => {
    expect(restoredCategory('promotion', ['promotion'])).toBe('promotion');
    expect(restoredCategory('mountain', ['promotion'])).toBeNull();
    expect(restoredCategory(null, ['promotion'])).toBeNull();
  });
  it('shows every card without a filter, and only the category with one', () => {
    expect(isShown('promotion', null)).toBe(true);
    expect(isShown('promotion', 'promotion')).toBe(true);
    expect(isShown('mountain', 'promotion')).toBe(false);
  });
});
