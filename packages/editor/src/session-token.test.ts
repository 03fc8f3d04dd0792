import { describe, expect, it } from 'vitest';
import { forgetToken, TOKEN_KEY } from './session-token';

const store = (entries: Record<string, string>) => {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (k: string) => data.get(k) ?? null, removeItem: (k: string) => void data.delete(k) };
};

describe('forgetting the token of a session that is over', () => {
  it("removes the contract's token key when it holds that token, and nothing else", () => {
    const s = store({ [TOKEN_KEY]: 'tok-1', cartId: 'c1' });
    forgetToken('tok-1', s);
    expect([...s.data.keys()]).toEqual(['cartId']);
  });

  it("keeps a newer login's token, and does not throw without storage", () => {
    const s = store({ [TOKEN_KEY]: 'tok-2' });
    forgetToken('tok-1', s);
    expect(s.data.get(TOKEN_KEY)).toBe('tok-2');
    expect(() => forgetToken('tok-1', null)).not.toThrow();
  });
});
