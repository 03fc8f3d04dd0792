import type { LocalKeys, SessionKeys } from '@schuss/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type StorageLike, storage, typedStorage } from './storage';

const fakeStorage = memoryStorage;

afterEach(() => vi.unstubAllGlobals());

describe('typed storage (docs/spec.md §3)', () => {
  it('round-trips JSON values and keeps plain strings raw', () => {
    const area = fakeStorage();
    const local = typedStorage<LocalKeys>(() => area);
    const session = typedStorage<SessionKeys>(() => area);
    local.set('businessProvider', { id: '1234', exp: 99 });
    expect(area.data.get('businessProvider')).toBe('{"id":"1234","exp":99}');
    expect(local.get('businessProvider')).toEqual({ id: '1234', exp: 99 });
    local.set('cookie_allowed', false);
    expect(area.data.get('cookie_allowed')).toBe('false');
    expect(local.get('cookie_allowed')).toBe(false);
    local.set('purchase_attempts', { c1: 2 });
    expect(local.get('purchase_attempts')).toEqual({ c1: 2 });
    local.set('categoryCode', 'promotion');
    expect(area.data.get('categoryCode')).toBe('promotion');
    expect(local.get('categoryCode')).toBe('promotion');
    session.set('stay', { from: '2027-01-03', to: '2027-01-09' });
    expect(session.get('stay')).toEqual({ from: '2027-01-03', to: '2027-01-09' });
    session.set('token', 'abc');
    expect(area.data.get('token')).toBe('abc');
    session.remove('token');
    expect(session.get('token')).toBeNull();
  });

  it('gives null for missing or corrupt values', () => {
    const area = fakeStorage();
    const local = typedStorage<LocalKeys>(() => area);
    expect(local.get('gescoReferral')).toBeNull();
    area.data.set('gescoReferral', '{not json');
    expect(local.get('gescoReferral')).toBeNull();
  });

  it('never throws when storage is unavailable or failing', () => {
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const area of [
      () => failing,
      () => null,
      () => {
        throw new Error('blocked');
      },
    ]) {
      const local = typedStorage<LocalKeys>(area);
      expect(local.get('cookie_allowed')).toBeNull();
      expect(() => local.set('cookie_allowed', true)).not.toThrow();
      expect(() => local.remove('cookie_allowed')).not.toThrow();
    }
  });

  it('works without window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    expect(storage.local.get('businessProvider')).toBeNull();
    expect(() => storage.session.set('cartId', 'x')).not.toThrow();
  });

  it('uses window storage in the browser', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    storage.local.set('cookie_allowed', true);
    storage.session.set('cartId', 'cart-1');
    expect(local.data.get('cookie_allowed')).toBe('true');
    expect(session.data.get('cartId')).toBe('cart-1');
  });
});
