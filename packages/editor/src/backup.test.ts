import { describe, expect, it } from 'vitest';
import { backupKey, clearBackup, readBackup, writeBackup } from './backup';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
};
const ref = { site: 'val-neige', lang: 'fr', path: '/' };
const meta = { title: 'Accueil', subTitle: null, shortTitle: null, seo: {}, disabled: false };
const zones = { content: [{ id: 's1', type: 'richText' as const, html: '<p>Publié</p>' }] };
const edited = { content: [{ id: 's1', type: 'richText' as const, html: '<p>Pas encore enregistré</p>' }] };

describe('backup of unsaved edits', () => {
  it('gives back the edits of this page only, when they differ from the platform', () => {
    const s = memory();
    writeBackup(ref, { baseVersion: 4, zones: edited, meta, at: '2026-11-22T21:03:00.000Z' }, s);
    expect(readBackup(ref, { zones, meta }, s)).toMatchObject({ baseVersion: 4, zones: edited });
    expect(readBackup({ ...ref, path: '/offres/' }, { zones, meta }, s)).toBeNull();
    expect(readBackup({ ...ref, lang: 'en' }, { zones, meta }, s)).toBeNull();
    // Already saved (same content): nothing to offer.
    expect(readBackup(ref, { zones: edited, meta }, s)).toBeNull();
    clearBackup(ref, s);
    expect(readBackup(ref, { zones, meta }, s)).toBeNull();
  });

  it('ignores what it cannot read, and a storage that fails', () => {
    const s = memory();
    s.setItem(backupKey(ref), '{not json');
    expect(readBackup(ref, { zones, meta }, s)).toBeNull();
    s.setItem(backupKey(ref), JSON.stringify({ zones }));
    expect(readBackup(ref, { zones, meta }, s)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeBackup(ref, { baseVersion: 1, zones, meta, at: 'x' }, broken)).not.toThrow();
    expect(readBackup(ref, { zones, meta }, broken)).toBeNull();
    expect(() => clearBackup(ref, broken)).not.toThrow();
  });
});
