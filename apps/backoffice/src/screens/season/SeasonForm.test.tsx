// @vitest-environment happy-dom
import type { SeasonView } from '@schuss/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTexts } from '../../i18n/season';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { SeasonForm } from './SeasonForm';

const season = (over: Partial<SeasonView> = {}): SeasonView => ({
  startsOn: '2026-12-12',
  endsOn: '2027-04-18',
  periods: [],
  saved: false,
  updatedAt: null,
  updatedBy: null,
  ...over,
});

describe('the season form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says where the dates come from until saved, and refuses wrong dates on their field in French; nothing is sent', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(<SeasonForm season={season()} />, { lang: 'fr' });
    const t = seasonTexts.fr;
    expect(screen.getByText(t.seasonFromConfig)).toBeTruthy();
    const end = screen.getByLabelText(t.seasonEnd);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: t.periodAdd }));
    await userEvent.type(screen.getByLabelText(t.periodName(1)), 'Noël');
    await userEvent.click(screen.getByRole('button', { name: t.seasonSave }));
    expect(await screen.findByText(t.seasonEndBeforeStart)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toMatch(/endsOn-error/);
    expect(calls).toHaveLength(0);
  });

  it('refuses a period outside the season and two periods with one name, in English', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(
      <SeasonForm
        season={season({
          saved: true,
          periods: [
            { name: 'Christmas', startsOn: '2026-12-19', endsOn: '2027-01-03' },
            { name: 'christmas', startsOn: '2027-02-06', endsOn: '2027-05-01' },
          ],
        })}
      />,
    );
    const t = seasonTexts.en;
    await userEvent.click(screen.getByRole('button', { name: t.seasonSave }));
    expect(await screen.findByText(t.periodOutside)).toBeTruthy();
    expect(screen.getByText(t.periodNameTaken)).toBeTruthy();
    expect(screen.getByLabelText(t.periodTo(2)).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('saves the dates and periods the staff member typed', async () => {
    const saved = season({ saved: true, periods: [{ name: 'Noël', startsOn: '2026-12-19', endsOn: '2027-01-02' }] });
    const { calls } = fakeFetch((method) => (method === 'PUT' ? { body: { ...saved, updatedAt: '2026-11-24T10:00:00.000Z' } } : {}));
    renderInApp(<SeasonForm season={season()} />, { lang: 'fr' });
    const t = seasonTexts.fr;
    await userEvent.click(screen.getByRole('button', { name: t.periodAdd }));
    await userEvent.type(screen.getByLabelText(t.periodName(1)), 'Noël');
    const from = screen.getByLabelText(t.periodFrom(1));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-19');
    const to = screen.getByLabelText(t.periodTo(1));
    await userEvent.clear(to);
    await userEvent.type(to, '2027-01-02');
    await userEvent.click(screen.getByRole('button', { name: t.seasonSave }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/season');
    expect(calls[0]?.body).toEqual({
      startsOn: '2026-12-12',
      endsOn: '2027-04-18',
      periods: [{ name: 'Noël', startsOn: '2026-12-19', endsOn: '2027-01-02' }],
    });
    expect(await screen.findByText(t.seasonSaved)).toBeTruthy();
  });
});
