// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../api/session';
import { fakeFetch, renderInApp, SESSION } from '../test-fixtures';
import { SchoolSwitch } from './SchoolSwitch';

const TWO = {
  schools: [
    { site: 'les-arolles', name: 'École de ski Les Arolles', role: 'admin' },
    { site: 'val-neige', name: 'École de ski Val-Neige', role: 'staff' },
  ],
};

/** Which school the app's session is on (what every screen's requests use). */
function CurrentSchool() {
  const { auth } = useAuth();
  return <output aria-label="current school">{auth.status === 'in' ? auth.session.site : ''}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SchoolSwitch', () => {
  it('lets an account of two schools pick the other one: the session moves to it', async () => {
    const { calls } = fakeFetch((method, url, body) => {
      if (url.pathname === '/api/backoffice/schools') return { body: TWO };
      if (method === 'POST' && url.pathname === '/api/backoffice/switch') {
        return { body: { ...SESSION, site: (body as { site: string }).site, role: 'admin' } };
      }
      return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
    });
    renderInApp(
      <>
        <SchoolSwitch />
        <CurrentSchool />
      </>,
      { lang: 'fr' },
    );
    const select = await screen.findByRole('combobox', { name: 'École' });
    expect(select).toHaveProperty('value', 'val-neige');
    await userEvent.selectOptions(select, 'École de ski Les Arolles');
    await waitFor(() => expect(screen.getByRole('status', { name: 'current school' }).textContent).toBe('les-arolles'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ site: 'les-arolles' });
  });

  it("shows a single school's name, with nothing to pick", async () => {
    fakeFetch(() => ({ body: { schools: [TWO.schools[1]] } }));
    renderInApp(<SchoolSwitch />);
    expect(await screen.findByText('École de ski Val-Neige')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says why a switch was refused, in the language of the page', async () => {
    fakeFetch((method) =>
      method === 'POST' ? { status: 403, body: { error: { message: 'no role', code: 'forbidden', field: 'body.site' } } } : { body: TWO },
    );
    renderInApp(<SchoolSwitch />, { lang: 'en' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'School' }), 'École de ski Les Arolles');
    expect((await screen.findByRole('alert')).textContent).toBe('Your account may not do this.');
  });
});
