// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import type { GenerationPreview, SeasonProduct, SeasonView } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTexts } from '../../i18n/season';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { GenerateForm, toRequest } from './GenerateForm';

const season: SeasonView = {
  startsOn: '2026-12-13',
  endsOn: '2027-01-22',
  periods: [{ name: 'Noël', startsOn: '2026-12-20', endsOn: '2027-01-02' }],
  saved: true,
  updatedAt: null,
  updatedBy: null,
};
const group: SeasonProduct = {
  key: 'cours-test',
  type: 'ESF',
  name: 'Cours test',
  capacityUnit: 'participant',
  durations: [],
  slots: 0,
  closed: 0,
  firstDay: null,
  lastDay: null,
  defaults: { weekday: null, days: null, times: [], capacity: null },
};
const privateLesson: SeasonProduct = { ...group, key: 'prive-test', type: 'ESF_CUSTOM', capacityUnit: 'booking', durations: [60, 120] };
const planned = (startsOn: string, endsOn: string, capacity: number, period: string | null, overlaps: number[] = []) => ({
  startsOn,
  endsOn,
  startTime: '09:00',
  endTime: '11:30',
  capacity,
  period,
  overlaps: overlaps.map((id) => ({ id, startsOn, endsOn, startTime: '09:00', endTime: '11:30' })),
});
const preview: GenerationPreview = {
  slots: [
    planned('2026-12-13', '2026-12-18', 8, null),
    planned('2026-12-20', '2026-12-25', 12, 'Noël'),
    planned('2026-12-27', '2027-01-01', 12, 'Noël'),
  ],
  create: 3,
  overlapping: 0,
};

describe('generating slots', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns a private lesson’s hours into times of its duration', () => {
    const values = {
      from: '2026-12-14',
      to: '2026-12-20',
      weekday: '0',
      days: '6',
      weekdays: ['1', '3'],
      times: [],
      hours: ['10:00', '09:00'],
      duration: '120',
      capacity: '3',
      periods: ['Noël'],
      periodCapacity: '9',
      onOverlap: 'skip' as const,
    };
    expect(toRequest('hours', 'prive-test', values)).toEqual({
      productKey: 'prive-test',
      from: '2026-12-14',
      to: '2026-12-20',
      pattern: { kind: 'days', weekdays: [1, 3] },
      times: [
        { start: '09:00', end: '11:00' },
        { start: '10:00', end: '12:00' },
      ],
      capacity: 3,
      periods: [],
      periodCapacity: null,
      onOverlap: 'skip',
    });
  });

  it('says what is wrong on each field in French, and sends nothing', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(<GenerateForm product={group} season={season} mode="weeks" />, { lang: 'fr' });
    const t = seasonTexts.fr;
    const capacity = screen.getByLabelText(t.generateCapacity);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '5000');
    const end = screen.getByLabelText(t.timeEnd(1));
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Noël/ }));
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    expect(await screen.findByText(t.capacityTooBig)).toBeTruthy();
    expect(screen.getByText(t.timeEndBeforeStart)).toBeTruthy();
    expect(screen.getByText(t.periodCapacityRequired)).toBeTruthy();
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('previews the slots with their capacities before creating them in one go', async () => {
    const { calls } = fakeFetch((_method, url) =>
      url.pathname.endsWith('/preview') ? { body: preview } : { status: 201, body: { created: 3, skipped: 0, slotIds: [1, 2, 3] } },
    );
    renderInApp(<GenerateForm product={group} season={season} mode="weeks" />);
    const t = seasonTexts.en;
    await userEvent.click(screen.getByRole('checkbox', { name: /Noël/ }));
    await userEvent.type(screen.getByLabelText(t.generatePeriodCapacity), '12');
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    const table = await screen.findByRole('table', { name: t.previewTable });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['8', '12', '12']);
    expect(within(rows[1] as HTMLElement).getByText('Noël')).toBeTruthy();
    expect(screen.getByText(t.previewSummary(3))).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({
      productKey: 'cours-test',
      from: '2026-12-13',
      to: '2027-01-22',
      pattern: { kind: 'weeks', weekday: 0, days: 6 },
      times: [{ start: '09:00', end: '11:30' }],
      capacity: 8,
      periods: ['Noël'],
      periodCapacity: 12,
      onOverlap: 'refuse',
    });
    await userEvent.click(screen.getByRole('button', { name: t.createSubmit(3) }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url.pathname).toBe('/api/backoffice/sites/val-neige/season/slots');
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(await screen.findByText(t.generated(3, 0))).toBeTruthy();
  });

  it('does not create overlapping slots unless asked to skip them, and names them when the platform refuses', async () => {
    const overlapping: GenerationPreview = { slots: [planned('2026-12-13', '2026-12-18', 8, null, [41])], create: 1, overlapping: 1 };
    fakeFetch((_method, url) =>
      url.pathname.endsWith('/preview')
        ? { body: overlapping }
        : {
            status: 409,
            body: {
              error: {
                message: 'body.onOverlap: 1 of the 1 slots overlap',
                field: 'body.onOverlap',
                code: 'conflict',
                count: 1,
                overlaps: [
                  {
                    planned: { ...planned('2026-12-13', '2026-12-18', 8, null), overlaps: undefined },
                    existing: overlapping.slots[0]?.overlaps[0],
                  },
                ],
              },
            },
          },
    );
    renderInApp(<GenerateForm product={group} season={season} mode="weeks" />, { lang: 'fr' });
    const t = seasonTexts.fr;
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    expect(await screen.findByText(t.previewSummaryRefused(1))).toBeTruthy();
    expect(screen.getByText(t.overlapsSlot('41'))).toBeTruthy();
    expect((screen.getByRole('button', { name: t.createSubmit(1) }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: t.overlapSkip }));
    // A change of the form asks for a new preview.
    expect(screen.queryByRole('button', { name: t.createSubmit(1) })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    await userEvent.click(await screen.findByRole('button', { name: t.createSubmit(1) }));
    const alert = await screen.findByText(t.overlapRefused(1));
    expect(alert.closest('[role="alert"]')?.textContent).toContain(t.overlapItem('13/12/2026 09:00–11:30', 41, '13/12/2026 09:00–11:30'));
  });

  it('opens private-lesson hours on chosen weekdays with the number of instructors', async () => {
    const { calls } = fakeFetch(() => ({ body: { slots: [], create: 0, overlapping: 0 } }));
    renderInApp(<GenerateForm product={privateLesson} season={season} mode="hours" from="2026-12-14" to="2026-12-20" />);
    const t = seasonTexts.en;
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    expect(await screen.findByText(t.hoursRequired)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '09:00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '14:00' }));
    await userEvent.selectOptions(screen.getByLabelText(t.generateDuration), '120');
    const instructors = screen.getByLabelText(t.generateInstructors);
    await userEvent.clear(instructors);
    await userEvent.type(instructors, '4');
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      productKey: 'prive-test',
      from: '2026-12-14',
      to: '2026-12-20',
      pattern: { kind: 'days', weekdays: [1, 2, 3, 4, 5, 6, 0] },
      times: [
        { start: '09:00', end: '11:00' },
        { start: '14:00', end: '16:00' },
      ],
      capacity: 4,
    });
  });
});

/** A snowboard week as its product says it: Monday to Friday, 14:00–16:30, 10 places (its latest slot's). */
const snowboard: SeasonProduct = {
  ...group,
  key: 'cours-snowboard',
  name: 'Cours collectif snowboard',
  defaults: { weekday: 1, days: 5, times: [{ start: '14:00', end: '16:30' }], capacity: 10 },
};
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
const hintOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe("the generator's defaults and its days hint", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("starts from the product's own days, times and places, and sends them", async () => {
    const { calls } = fakeFetch(() => ({ body: { slots: [], create: 0, overlapping: 0 } }));
    renderInApp(<GenerateForm product={snowboard} season={season} mode="weeks" />);
    const t = seasonTexts.en;
    expect(value(t.generateWeekday)).toBe('1');
    expect(value(t.generateDays)).toBe('5');
    expect(value(t.timeStart(1))).toBe('14:00');
    expect(value(t.timeEnd(1))).toBe('16:30');
    expect(value(t.generateCapacity)).toBe('10');
    expect(hintOf(t.generateDays)).toBe('Monday to Friday: 5 days.');
    await userEvent.click(screen.getByRole('button', { name: t.previewSubmit }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      productKey: 'cours-snowboard',
      pattern: { kind: 'weeks', weekday: 1, days: 5 },
      times: [{ start: '14:00', end: '16:30' }],
      capacity: 10,
    });
  });

  it('without a weekday of its own, a week of the product’s days ends on a Friday; without anything, Sunday to Friday', () => {
    const fiveDays = { ...group, defaults: { ...group.defaults, days: 5 } };
    const { unmount } = renderInApp(<GenerateForm product={fiveDays} season={season} mode="weeks" />, { lang: 'fr' });
    const t = seasonTexts.fr;
    expect(value(t.generateWeekday)).toBe('1');
    expect(hintOf(t.generateDays)).toBe('Du lundi au vendredi : 5 jours.');
    unmount();
    renderInApp(<GenerateForm product={group} season={season} mode="weeks" />, { lang: 'fr' });
    expect(value(t.generateWeekday)).toBe('0');
    expect(value(t.generateDays)).toBe('6');
    expect(value(t.timeStart(1))).toBe('09:00');
    expect(value(t.generateCapacity)).toBe('8');
    expect(hintOf(t.generateDays)).toBe('Du dimanche au vendredi : 6 jours.');
  });

  it.each([
    ['fr', '6', '2', 'Du samedi au dimanche : 2 jours.'],
    ['fr', '3', '1', 'Le mercredi seulement : 1 jour.'],
    ['fr', '0', '9', 'Du dimanche au lundi de la semaine suivante : 9 jours.'],
    ['fr', '0', '20', seasonTexts.fr.daysRange],
    ['en', '6', '2', 'Saturday to Sunday: 2 days.'],
    ['en', '3', '1', 'Wednesday only: 1 day.'],
    ['en', '0', '9', 'Sunday to Monday of the following week: 9 days.'],
    ['en', '1', '', seasonTexts.en.daysRange],
  ] as const)('in %s, the days hint follows the choices (weekday %s, %s days)', async (lang, weekday, days, hint) => {
    fakeFetch(() => ({ status: 500 }));
    renderInApp(<GenerateForm product={snowboard} season={season} mode="weeks" />, { lang });
    const t = seasonTexts[lang];
    await userEvent.selectOptions(screen.getByLabelText(t.generateWeekday), weekday);
    await userEvent.clear(screen.getByLabelText(t.generateDays));
    if (days) await userEvent.type(screen.getByLabelText(t.generateDays), days);
    expect(hintOf(t.generateDays)).toBe(hint);
  });

  it('puts each overlap choice on one line, left-aligned: its radio button, then its label, the line a 44 px target', () => {
    // The app's stylesheet, as the browser applies it (happy-dom computes the cascade, not the layout).
    const style = document.createElement('style');
    style.textContent = readFileSync(`${__dirname}/../../styles.css`, 'utf8');
    document.head.append(style);
    try {
      renderInApp(<GenerateForm product={group} season={season} mode="weeks" />);
      const t = seasonTexts.en;
      const choices = screen.getByRole('group', { name: t.overlapLegend });
      for (const name of [t.overlapRefuse, t.overlapSkip]) {
        const radio = within(choices).getByRole('radio', { name });
        const label = radio.closest('label') as HTMLLabelElement;
        expect(label.firstElementChild).toBe(radio);
        expect(label.lastElementChild?.textContent).toBe(name);
        // The radio button keeps its own size: not a text field's full width (which pushed its label to the right).
        const dot = getComputedStyle(radio);
        expect([dot.width, dot.height, dot.flexGrow]).toEqual(['24px', '24px', '0']);
        const line = getComputedStyle(label);
        expect([line.display, line.alignItems, line.justifyContent, line.minHeight]).toEqual(['flex', 'center', 'flex-start', '44px']);
      }
    } finally {
      style.remove();
    }
  });
});
