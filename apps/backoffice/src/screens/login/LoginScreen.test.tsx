// @vitest-environment happy-dom
import type { LoginSchoolsResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The provider's module first: it is the one the app starts from.
import '../../i18n';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp, SESSION } from '../../test-fixtures';
import LoginScreen from './LoginScreen';

const VAL_NEIGE = { site: 'val-neige', name: 'École de ski Val-Neige' };
const AROLLES = { site: 'les-arolles', name: 'École de ski Les Arolles' };
const STAFF = { email: 'accueil@arolles.example', password: 'Arolles-Accueil-2026!' };

/**
 * The platform as the login screen sees it: the schools served on this host, and the login's answer
 * (`refuse`: the refusal's status and message, as the platform sends them).
 */
function platform(schools: LoginSchoolsResponse['schools'], refuse?: { status: number; message: string; field?: string }) {
  return fakeFetch((method, url) => {
    if (url.pathname === '/api/backoffice/login/schools') return { body: { schools } };
    if (method === 'POST' && url.pathname === '/api/backoffice/login') {
      if (refuse) return { status: refuse.status, body: { error: { code: 'unauthorized', ...refuse } } };
      return { body: SESSION };
    }
    return { status: 404, body: { error: { message: 'not here', code: 'not_found' } } };
  });
}

const logins = (calls: { method: string; url: URL; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/backoffice/login').map((c) => c.body);

async function fillIn(m: typeof en) {
  await userEvent.type(screen.getByLabelText(m.loginEmail), STAFF.email);
  await userEvent.type(screen.getByLabelText(m.loginPassword), STAFF.password);
}

describe('the login screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks no school when the host names one: it says which, and logs in there', async () => {
    const { calls } = platform([VAL_NEIGE]);
    renderInApp(<LoginScreen />, { auth: { status: 'out' }, lang: 'fr' });
    expect(await screen.findByText(fr.loginSchoolOf(VAL_NEIGE.name))).toBeTruthy();
    // No field, no key: only the e-mail and the password are asked.
    expect(screen.queryByLabelText(fr.loginSchool)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('type'))).toEqual(['email']);
    expect(screen.queryByText(/val-neige(?!\.)/)).toBeNull();
    await fillIn(fr);
    await userEvent.click(screen.getByRole('button', { name: fr.loginSubmit }));
    await waitFor(() => expect(logins(calls)).toEqual([{ site: 'val-neige', ...STAFF }]));
  });

  it('keeps its refusals when the host names one school: wrong password, rate limit, an editor', async () => {
    for (const [refuse, text] of [
      [{ status: 401, message: 'Invalid credentials' }, en.loginInvalid],
      [{ status: 429, message: 'Too many failed logins: try again in 12 min' }, en.loginRateLimited(12)],
      [{ status: 403, message: 'This account has no access to the back office (staff or admin only)' }, en.loginForbidden],
    ] as const) {
      platform([VAL_NEIGE], refuse);
      renderInApp(<LoginScreen reason="expired" />, { auth: { status: 'out' } });
      expect(await screen.findByText(en.loginExpired)).toBeTruthy();
      await screen.findByText(en.loginSchoolOf(VAL_NEIGE.name));
      await fillIn(en);
      await userEvent.click(screen.getByRole('button', { name: en.loginSubmit }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      // The refusal replaces the notice; the form can be sent again.
      expect(screen.queryByText(en.loginExpired)).toBeNull();
      expect((screen.getByRole('button', { name: en.loginSubmit }) as HTMLButtonElement).disabled).toBe(false);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('offers a labelled select of school names when several share the host, and logs in to the one chosen', async () => {
    const { calls } = platform([AROLLES, VAL_NEIGE]);
    renderInApp(<LoginScreen />, { auth: { status: 'out' } });
    const select = (await screen.findByRole('combobox', { name: en.loginSchool })) as HTMLSelectElement;
    // Names, not keys; none chosen until the staff member chooses.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en.loginSchoolChoose, AROLLES.name, VAL_NEIGE.name]);
    expect(select.value).toBe('');
    expect(screen.queryByText(/les-arolles|val-neige(?!\.)/)).toBeNull();
    await userEvent.selectOptions(select, screen.getByRole('option', { name: AROLLES.name }));
    await fillIn(en);
    await userEvent.click(screen.getByRole('button', { name: en.loginSubmit }));
    await waitFor(() => expect(logins(calls)).toEqual([{ site: 'les-arolles', ...STAFF }]));
  });

  it('says to choose a school when none was chosen, and sends nothing', async () => {
    const { calls } = platform([AROLLES, VAL_NEIGE]);
    renderInApp(<LoginScreen />, { auth: { status: 'out' }, lang: 'fr' });
    const select = await screen.findByRole('combobox', { name: fr.loginSchool });
    await fillIn(fr);
    await userEvent.click(screen.getByRole('button', { name: fr.loginSubmit }));
    expect(await screen.findByText(fr.loginSchoolRequired)).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(fr.loginSchoolRequired);
    expect(logins(calls)).toEqual([]);
  });

  it('says the chosen school may be the wrong one when the login is refused', async () => {
    const { calls } = platform([AROLLES, VAL_NEIGE], { status: 401, message: 'Invalid credentials' });
    renderInApp(<LoginScreen />, { auth: { status: 'out' }, lang: 'fr' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: fr.loginSchool }), VAL_NEIGE.site);
    await fillIn(fr);
    await userEvent.click(screen.getByRole('button', { name: fr.loginSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(fr.loginInvalidAt(VAL_NEIGE.name));
    expect(fr.loginInvalidAt(VAL_NEIGE.name)).toContain('École de ski Val-Neige');
    expect(logins(calls)).toEqual([{ site: 'val-neige', ...STAFF }]);
  });

  it('starts from the school a link names (?site=) when the host serves it', async () => {
    platform([AROLLES, VAL_NEIGE]);
    renderInApp(<LoginScreen />, { auth: { status: 'out' }, url: '/admin/?site=les-arolles' });
    const select = (await screen.findByRole('combobox', { name: en.loginSchool })) as HTMLSelectElement;
    expect(select.value).toBe('les-arolles');
    cleanup();
    platform([AROLLES, VAL_NEIGE]);
    renderInApp(<LoginScreen />, { auth: { status: 'out' }, url: '/admin/?site=ailleurs' });
    expect(((await screen.findByRole('combobox', { name: en.loginSchool })) as HTMLSelectElement).value).toBe('');
  });

  it('offers to try again when the schools cannot be read', async () => {
    let down = true;
    fakeFetch((_method, url) =>
      url.pathname === '/api/backoffice/login/schools' && !down ? { body: { schools: [VAL_NEIGE] } } : { status: 500, body: {} },
    );
    renderInApp(<LoginScreen />, { auth: { status: 'out' } });
    const retry = await screen.findByRole('button', { name: en.retry });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByText(en.loginSchoolOf(VAL_NEIGE.name))).toBeTruthy();
  });
});
