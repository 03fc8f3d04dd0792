import { describe, expect, it, vi } from 'vitest';
import { en, fr } from '../i18n/messages-editor';
import { editorLoginPath, loginOutcome, requestLogin, retryAfterSeconds, waitInWords } from './editor-login';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('editor login errors (spec §8)', () => {
  it('shows Invalid credentials in the language of the page', () => {
    const body = { error: { message: 'Invalid credentials' } };
    expect(loginOutcome('fr', 401, body)).toEqual({ ok: false, message: 'e-mail ou mot de passe incorrect' });
    expect(loginOutcome('en', 401, body)).toEqual({ ok: false, message: 'incorrect e-mail or password' });
    // Other languages read the English text.
    expect(loginOutcome('de', 401, body)).toEqual({ ok: false, message: 'incorrect e-mail or password' });
  });

  it('shows any other message as received, with the rate limit wait in words', () => {
    const limited = { error: { message: 'Too many failed logins: try again in 15 min', code: 'rate_limited' } };
    expect(loginOutcome('fr', 429, limited, '840')).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 15 min Réessayez dans 14 minutes.',
    });
    expect(loginOutcome('en', 429, limited, '1')).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 15 min Try again in 1 second.',
    });
    // Without a readable Retry-After (not exposed by CORS), the message alone.
    expect(loginOutcome('en', 429, limited, null)).toEqual({ ok: false, message: 'Too many failed logins: try again in 15 min' });
    expect(loginOutcome('fr', 400, { error: { message: 'must be an e-mail address', field: 'body.email' } })).toEqual({
      ok: false,
      message: 'must be an e-mail address',
    });
  });

  it('says the status when the answer has no message', () => {
    expect(loginOutcome('fr', 502, null)).toEqual({ ok: false, message: 'La connexion a échoué (erreur 502).' });
    expect(loginOutcome('en', 200, { nope: true })).toEqual({ ok: false, message: 'Login failed (error 200).' });
  });

  it('gives the token of a successful login', () => {
    expect(loginOutcome('fr', 200, { token: 'abc' })).toEqual({ ok: true, token: 'abc' });
  });
});

describe('waits in words', () => {
  it('rounds up to seconds, minutes or hours', () => {
    expect(waitInWords(1, 'fr')).toBe('1 seconde');
    expect(waitInWords(45, 'fr')).toBe('45 secondes');
    expect(waitInWords(60, 'en')).toBe('1 minute');
    expect(waitInWords(61, 'en')).toBe('2 minutes');
    expect(waitInWords(900, 'fr')).toBe('15 minutes');
    expect(waitInWords(3 * 3600, 'en')).toBe('3 hours');
    expect(waitInWords(0, 'en')).toBe('1 second');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(10_000 + 90_000).toUTCString(), 10_000)).toBe(90);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

describe('login request (spec §7)', () => {
  it('posts site, e-mail and password as JSON to the content host', async () => {
    const fetchImpl = vi.fn(async () => json(200, { token: 't0k' }));
    const outcome = await requestLogin('http://cms.example/', 'fr', { site: 'val-neige', email: 'a@b.c', password: 'pw' }, fetchImpl);
    expect(outcome).toEqual({ ok: true, token: 't0k' });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.example/api/admin/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ site: 'val-neige', email: 'a@b.c', password: 'pw' }) }),
    );
  });

  it('maps a 429 with its Retry-After header and a failed request', async () => {
    const limited = vi.fn(async () =>
      json(429, { error: { message: 'Too many failed logins: try again in 2 min' } }, { 'retry-after': '90' }),
    );
    expect(await requestLogin('http://cms.example', 'en', { site: 's', email: 'a@b.c', password: 'x' }, limited)).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 2 min Try again in 2 minutes.',
    });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestLogin('http://cms.example', 'fr', { site: 's', email: 'a@b.c', password: 'x' }, down)).toEqual({
      ok: false,
      message: 'Le serveur est injoignable. Vérifiez votre connexion internet et réessayez.',
    });
    const html = vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await requestLogin('http://cms.example', 'en', { site: 's', email: 'a@b.c', password: 'x' }, html)).toEqual({
      ok: false,
      message: 'Login failed (error 502).',
    });
  });
});

describe('editor texts', () => {
  it('exist in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
});

describe('login paths', () => {
  it('has one per language, English for the others', () => {
    expect(editorLoginPath('fr')).toBe('/connexion-editeur/');
    expect(editorLoginPath('en')).toBe('/editor-login/');
    expect(editorLoginPath('de')).toBe('/editor-login/');
  });
});
