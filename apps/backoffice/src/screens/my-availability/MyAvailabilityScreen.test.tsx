// @vitest-environment happy-dom
import type { MyAvailabilityView, MyHalfDay, SessionResponse } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myAvailabilityEn, myAvailabilityFr } from '../../i18n/my-availability';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import MyAvailabilityScreen from './MyAvailabilityScreen';

const JULIEN: SessionResponse = {
  user: { email: 'julien.mercier@val-neige.example', name: 'Julien Mercier' },
  site: 'val-neige',
  role: 'instructor',
  expiresAt: '2027-01-04T18:00:00.000Z',
};
const as = { status: 'in', session: JULIEN } as const;

/** A fortnight from Monday 4 January 2027 (today), locked up to Wednesday 6; a lesson on Friday 8's afternoon. */
const view = (from = '2027-01-04', over: Partial<MyAvailabilityView> = {}): MyAvailabilityView => ({
  instructor: { id: 3, name: 'Julien Mercier' },
  today: '2027-01-04',
  from,
  to: addDays(from, 13),
  lockDays: 2,
  lockedUntil: '2027-01-06',
  halfDays: Array.from({ length: 14 }, (_, i) => addDays(from, i)).flatMap((day): MyHalfDay[] =>
    (['am', 'pm'] as const).map((half) => ({
      day,
      half,
      status: day === '2027-01-04' || day === '2027-01-08' ? 'available' : null,
      locked: day <= '2027-01-06',
      lessons: day === '2027-01-08' && half === 'pm' ? ['Cours enfants — Flocon 1 14:00–16:30'] : [],
    })),
  ),
  ...over,
});

function platform(put: () => { status?: number; body?: unknown } = () => ({ body: { changed: 1 } })) {
  return fakeFetch((method, url) => {
    if (method === 'PUT') return put();
    return { body: view(url.searchParams.get('from') ?? '2027-01-04') };
  });
}
const day = (name: RegExp | string) => screen.getByRole('group', { name });

describe("the instructor's own availability", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a fortnight, the locked days read-only with the reason, the others a status to choose (fr)', async () => {
    const { calls } = platform();
    renderInApp(<MyAvailabilityScreen />, { lang: 'fr', auth: as });
    const today = await screen.findByRole('group', { name: 'Aujourd’hui — lundi 4 janvier' });
    expect(screen.getByRole('heading', { level: 1, name: myAvailabilityFr.title })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/my-availability');
    expect(calls[0]?.url.searchParams.get('days')).toBe('14');
    expect(screen.getAllByRole('group')).toHaveLength(14);
    // Locked: said in words, nothing to choose.
    expect(within(today).queryByRole('combobox')).toBeNull();
    expect(today.textContent).toContain('Matin');
    expect(today.textContent).toContain('Disponible — verrouillé : à changer par le bureau');
    expect(day(/^Demain — mardi 5 janvier/).textContent).toContain('Non renseigné — verrouillé : à changer par le bureau');
    expect(screen.getByText(myAvailabilityFr.lockRule(2, 'mercredi 6 janvier'))).toBeTruthy();
    // The first day not locked: two selects of statuses in words.
    const thursday = day('Jeudi 7 janvier');
    // Each select says its day too (a screen reader's list of fields reads "Matin — Jeudi 7 janvier").
    const am = within(thursday).getByRole('combobox', { name: 'Matin — Jeudi 7 janvier' }) as HTMLSelectElement;
    expect(am.value).toBe('');
    expect([...am.options].map((o) => o.text)).toEqual(['Non renseigné', 'Disponible', 'Pas disponible', 'D’astreinte', 'Congé', 'Malade']);
    expect(within(thursday).getByRole('combobox', { name: /^Après-midi — / })).toBeTruthy();
    // A lesson planned that afternoon is said, on the select's description.
    const lesson = within(day('Vendredi 8 janvier')).getByRole('combobox', { name: /^Après-midi — / });
    expect(lesson.getAttribute('aria-describedby')).toBeTruthy();
    expect(day('Vendredi 8 janvier').textContent).toContain(
      'Cours prévu : Cours enfants — Flocon 1 14:00–16:30. Pour vous absenter, appelez le bureau.',
    );
  });

  it('saves the half-days changed only, says so, and reads them again (en)', async () => {
    const { calls } = platform(() => ({ body: { changed: 2 } }));
    renderInApp(<MyAvailabilityScreen />, { lang: 'en', auth: as });
    const thursday = await screen.findByRole('group', { name: 'Thursday 7 January' });
    await userEvent.selectOptions(within(thursday).getByRole('combobox', { name: /^Afternoon — / }), 'Not available');
    await userEvent.selectOptions(within(day('Saturday 9 January')).getByRole('combobox', { name: /^Morning — / }), 'Holiday');
    // Chosen then set back: no change.
    const friday = within(day('Friday 8 January')).getByRole('combobox', { name: /^Morning — / });
    await userEvent.selectOptions(friday, 'Ill');
    await userEvent.selectOptions(friday, 'Available');
    expect(screen.getByText(myAvailabilityEn.unsaved(2))).toBeTruthy();
    const reads = calls.filter((c) => c.method === 'GET').length;
    await userEvent.click(screen.getByRole('button', { name: myAvailabilityEn.save }));
    expect(await screen.findByText(myAvailabilityEn.saved(2))).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/my-availability');
    expect(put?.body).toEqual({
      cells: [
        { day: '2027-01-07', half: 'pm', status: 'unavailable' },
        { day: '2027-01-09', half: 'am', status: 'holiday' },
      ],
      lang: 'en',
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(reads));
    expect(screen.queryByText(myAvailabilityEn.unsaved(2))).toBeNull();
  });

  it('says a refusal in words and focuses the half-day refused (fr)', async () => {
    const message = 'Vous avez un cours ce demi-jour (Cours enfants — Flocon 1 14:00–16:30) : pour vous absenter, appelez le bureau.';
    platform(() => ({
      status: 409,
      body: { error: { message: `body.cells.1.status: ${message}`, field: 'body.cells.1.status', code: 'availability_locked' } },
    }));
    renderInApp(<MyAvailabilityScreen />, { lang: 'fr', auth: as });
    await screen.findByRole('group', { name: 'Jeudi 7 janvier' });
    await userEvent.selectOptions(within(day('Jeudi 7 janvier')).getByRole('combobox', { name: /^Matin — / }), 'Congé');
    const friday = within(day('Vendredi 8 janvier')).getByRole('combobox', { name: /^Après-midi — / });
    await userEvent.selectOptions(friday, 'Malade');
    await userEvent.click(screen.getByRole('button', { name: myAvailabilityFr.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(friday));
    expect(friday.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when nothing was chosen, and moves by fortnight', async () => {
    const { calls } = platform();
    renderInApp(<MyAvailabilityScreen />, { lang: 'en', auth: as });
    await screen.findByRole('group', { name: /^Today — Monday 4 January/ });
    await userEvent.click(screen.getByRole('button', { name: myAvailabilityEn.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(myAvailabilityEn.nothingToSave);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: myAvailabilityEn.nextDays }));
    expect(await screen.findByRole('group', { name: 'Monday 18 January' })).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2027-01-18');
    await userEvent.click(screen.getByRole('button', { name: myAvailabilityEn.backToToday }));
    expect(await screen.findByRole('group', { name: /^Today/ })).toBeTruthy();
  });

  it('says when the account has no instructor profile', async () => {
    fakeFetch(() => ({ body: view('2027-01-04', { instructor: null, halfDays: [] }) }));
    renderInApp(<MyAvailabilityScreen />, { lang: 'fr', auth: as });
    expect(await screen.findByText(myAvailabilityFr.noProfile)).toBeTruthy();
    expect(screen.queryByRole('button', { name: myAvailabilityFr.save })).toBeNull();
  });
});
