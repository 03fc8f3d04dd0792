import type { SessionKeys } from '@schuss/contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { checkSession, cmsScriptUrl, pagePathOf, sessionState, verifyStoredToken } from './editor-mode';
import { memoryStorage, typedStorage } from './storage';

const session = { user: { email: 'e@x', name: 'E' }, site: 'val-neige', role: 'editor', expiresAt: '2026-01-01T00:00:00Z' };
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('stored editor token', () => {
  it('is valid only for a session on this site', () => {
    expect(sessionState(200, 'val-neige', 'val-neige')).toBe('valid');
    expect(sessionState(200, 'val-neige', 'other-site')).toBe('invalid');
    expect(sessionState(401, null, 'val-neige')).toBe('invalid');
    expect(sessionState(403, null, 'val-neige')).toBe('invalid');
  });

  it('is kept when the content host cannot say', () => {
    expect(sessionState(null, null, 'val-neige')).toBe('unknown');
    expect(sessionState(503, null, 'val-neige')).toBe('unknown');
    expect(sessionState(429, null, 'val-neige')).toBe('unknown');
  });

  it('is checked with the session route and a bearer header', async () => {
    const fetchImpl = answer(200, session);
    expect(await checkSession('http://cms.example/', 'tok', 'val-neige', fetchImpl)).toBe('valid');
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.example/api/admin/session',
      expect.objectContaining({ method: 'GET', cache: 'no-store', headers: expect.objectContaining({ authorization: 'Bearer tok' }) }),
    );
    expect(await checkSession('http://cms.example', 'tok', 'other-site', answer(200, session))).toBe('invalid');
    expect(await checkSession('http://cms.example', 'tok', 'val-neige', answer(403, { error: { message: 'x', code: 'forbidden' } }))).toBe(
      'invalid',
    );
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkSession('http://cms.example', 'tok', 'val-neige', down)).toBe('unknown');
  });

  it('is removed silently when invalid, kept otherwise', async () => {
    const area = memoryStorage();
    const store = typedStorage<SessionKeys>(() => area);
    const target = { platformUrl: 'http://cms.example', site: 'val-neige' };

    store.set('token', 'expired');
    expect(await verifyStoredToken(store, target, answer(401, { error: { message: 'Unauthorized' } }))).toBe('invalid');
    expect(area.data.has('token')).toBe(false);

    store.set('token', 'fine');
    expect(await verifyStoredToken(store, target, answer(200, session))).toBe('valid');
    expect(store.get('token')).toBe('fine');

    expect(await verifyStoredToken(store, target, answer(500, {}))).toBe('unknown');
    expect(store.get('token')).toBe('fine');

    area.data.clear();
    const never = vi.fn();
    expect(await verifyStoredToken(store, target, never)).toBe('invalid');
    expect(never).not.toHaveBeenCalled();
  });
});

describe('editing tool', () => {
  it('is loaded from {ubloApi}/cms/{version}/cms.js, v3 by default', () => {
    expect(cmsScriptUrl('http://localhost:4000', 'v3')).toBe('http://localhost:4000/cms/v3/cms.js');
    expect(cmsScriptUrl('https://cms.example/', undefined)).toBe('https://cms.example/cms/v3/cms.js');
    expect(cmsScriptUrl('https://cms.example', ' ')).toBe('https://cms.example/cms/v3/cms.js');
    expect(cmsScriptUrl('https://cms.example', 'v4')).toBe('https://cms.example/cms/v4/cms.js');
  });

  it('is given the page path as stored (language-relative, trailing slash)', () => {
    expect(pagePathOf('/', '')).toBe('/');
    expect(pagePathOf('/offres/', '')).toBe('/offres/');
    expect(pagePathOf('/cours/ski/enfants', '')).toBe('/cours/ski/enfants/');
    expect(pagePathOf('/en/', '/en')).toBe('/');
    expect(pagePathOf('/en', '/en')).toBe('/');
    expect(pagePathOf('/en/lessons/ski/', '/en')).toBe('/lessons/ski/');
    // Only a whole segment is the base path.
    expect(pagePathOf('/english-school/', '/en')).toBe('/english-school/');
    expect(pagePathOf('/caf%C3%A9/', '')).toBe('/café/');
  });
});
