import { describe, expect, it, vi } from 'vitest';
import { en, fr } from '../i18n/messages-editor';
import { editorLoginPath, loginFailure, requestLogin, waitInWords } from './editor-login';
import { retryAfterSeconds } from './retry-after';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('editor login errors (docs/spec.md §8)', () => {
  it('shows Invalid credentials in the language of the page for a 401', () => {
    const invalid = { status: 401, code: 'bad_answer', message: 'Invalid credentials' } as const;
    expect(loginFailure('fr', invalid)).toEqual({ ok: false, message: 'e-mail ou mot de passe incorrect' });
    expect(loginFailure('en', { ...invalid, code: 'unauthorized' })).toEqual({ ok: false, message: 'incorrect e-mail or password' });
    // Other languages read the English text.
    expect(loginFailure('de', invalid)).toEqual({ ok: false, message: 'incorrect e-mail or password' });
  });

  it('shows any other message as received, with the rate limit wait in words', () => {
    const limited = { status: 429, code: 'rate_limited', message: 'Too many failed logins: try again in 15 min' } as const;
    expect(loginFailure('fr', limited, '840')).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 15 min Réessayez dans 14 minutes.',
    });
    expect(loginFailure('en', limited, '1')).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 15 min Try again in 1 second.',
    });
    // Without a readable Retry-After (not exposed by CORS), the message alone.
    expect(loginFailure('en', limited, null)).toEqual({ ok: false, message: 'Too many failed logins: try again in 15 min' });
    expect(loginFailure('fr', { status: 400, code: 'invalid_input', message: 'body.email: must be an e-mail address' })).toEqual({
      ok: false,
      message: 'body.email: must be an e-mail address',
    });
  });

  it('says the status when the answer is not the platform’s', () => {
    expect(loginFailure('fr', { status: 502, code: 'bad_answer', message: 'HTTP 502' })).toEqual({
      ok: false,
      message: 'La connexion a échoué (erreur 502).',
    });
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

describe('login request (docs/spec.md §7)', () => {
  const credentials = { site: 'val-neige', email: 'a@b.c', password: 'pw' };

  it('posts site, e-mail and password as JSON to the content host and gives the token', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(200, { token: 't0k' }));
    const outcome = await requestLogin('http://cms.example/', 'fr', credentials, fetchImpl);
    expect(outcome).toEqual({ ok: true, token: 't0k' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://cms.example/api/admin/login');
    expect(init).toMatchObject({ method: 'POST', cache: 'no-store', body: JSON.stringify(credentials) });
  });

  it('tells wrong credentials by the 401, whatever its wording', async () => {
    const reworded = vi.fn(async () => json(401, { error: { message: 'Wrong e-mail or password' } }));
    expect(await requestLogin('http://cms.example', 'fr', credentials, reworded)).toEqual({
      ok: false,
      message: 'e-mail ou mot de passe incorrect',
    });
  });

  it('maps a 429 with its Retry-After header, a failed request and a proxy’s page', async () => {
    const limited = vi.fn(async () =>
      json(429, { error: { message: 'Too many failed logins: try again in 2 min', code: 'rate_limited' } }, { 'retry-after': '90' }),
    );
    expect(await requestLogin('http://cms.example', 'en', credentials, limited)).toEqual({
      ok: false,
      message: 'Too many failed logins: try again in 2 min Try again in 2 minutes.',
    });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestLogin('http://cms.example', 'fr', credentials, down)).toEqual({
      ok: false,
      message: 'Le serveur est injoignable. Vérifiez votre connexion internet et réessayez.',
    });
    expect(down).toHaveBeenCalledTimes(1);
    const html = vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await requestLogin('http://cms.example', 'en', credentials, html)).toEqual({
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
