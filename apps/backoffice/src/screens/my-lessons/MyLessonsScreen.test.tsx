// @vitest-environment happy-dom
import type { MyLesson, MyLessonChild, MyLessonsView, SessionResponse, SiteResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myLessonsEn, myLessonsFr } from '../../i18n/my-lessons';
import { scanEn, scanFr } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import MyLessonsScreen from './MyLessonsScreen';

const JULIEN: SessionResponse = {
  user: { email: 'julien.mercier@val-neige.example', name: 'Julien Mercier' },
  site: 'val-neige',
  role: 'instructor',
  expiresAt: '2027-01-04T18:00:00.000Z',
};
const as = { status: 'in', session: JULIEN } as const;

const child = (over: Partial<MyLessonChild>): MyLessonChild => ({
  orderLineId: 11,
  participant: 0,
  orderNumber: 'VN-27-AAAA-0001',
  firstName: 'Léon',
  lastName: 'Martin',
  age: 7,
  level: 'flocon',
  levelName: 'Flocon',
  phone: '06 12 34 56 78',
  present: false,
  note: null,
  ...over,
});

/** What Emma's parents wrote on their booking page: plain text, markup included, shown as typed. */
const EMMA_NOTE = 'Allergique aux arachides <b>grave</b>\nStylo d’adrénaline dans le sac à dos';

const group = (day: string, children: MyLessonChild[]): MyLesson => ({
  key: `g5:${day}`,
  ref: { kind: 'group', groupId: 5, day },
  day,
  start: '09:15',
  end: '11:45',
  slotId: 7,
  title: 'Cours enfants tous niveaux',
  subtitle: 'Flocon 1',
  discipline: 'ski',
  level: 'flocon',
  levelName: 'Flocon',
  language: null,
  participants: children.length,
  requestedInstructorId: null,
  meetingPoint: 'Front de neige',
  meetingPointAddress: 'Place des Pistes, 73000 Val-Neige',
  meetingPointDirections: 'Sous le panneau de couleur du niveau',
  instructorId: 3,
  children,
});

const privateLesson: MyLesson = {
  ...group('2027-01-04', [child({ orderLineId: 21, orderNumber: 'VN-27-CCCC-0003', firstName: 'Zoé', lastName: 'Petit', phone: null })]),
  key: 'p21:2027-01-04',
  ref: { kind: 'private', orderLineId: 21, day: '2027-01-04' },
  start: '14:00',
  end: '15:00',
  slotId: 9,
  title: 'Cours particulier',
  subtitle: 'Anne Petit',
  meetingPoint: null,
  meetingPointAddress: null,
  meetingPointDirections: null,
};

const view = (over: Partial<MyLessonsView> = {}): MyLessonsView => ({
  instructor: { id: 3, name: 'Julien Mercier' },
  from: '2027-01-04',
  to: '2027-01-06',
  today: '2027-01-04',
  lessons: [
    // The afternoon's private lesson comes first from the platform: the screen orders by time.
    privateLesson,
    group('2027-01-04', [
      child({}),
      child({ orderLineId: 12, orderNumber: 'VN-27-BBBB-0002', firstName: 'Emma', lastName: 'Durand', note: EMMA_NOTE }),
    ]),
    group('2027-01-05', [child({})]),
  ],
  ...over,
});

const site = {
  config: { site: 'val-neige', domains: { fr: 'http://localhost:3000', en: 'http://localhost:3000/en' } },
  menus: {
    fr: {
      main: [
        {
          name: 'information',
          title: 'Infos',
          path: '/infos-pratiques/',
          subs: [{ name: 'meeting-points', title: 'RDV', path: '/infos-pratiques/lieux-de-rendez-vous/' }],
        },
      ],
      footer: [],
    },
    en: {
      main: [
        {
          name: 'information',
          title: 'Info',
          path: '/information/',
          subs: [{ name: 'meeting-points', title: 'Meeting points', path: '/information/meeting-points/' }],
        },
      ],
      footer: [],
    },
  },
} as unknown as SiteResponse;

/** The platform: the lessons, the site's config, and check-ins answered as sent. */
function platform(lessons: () => { status?: number; body?: unknown } = () => ({ body: view() })) {
  return fakeFetch((method, url, body) => {
    if (url.pathname === '/api/site') return { body: site };
    if (method === 'PUT') return { body: { present: (body as { present: boolean }).present } };
    return lessons();
  });
}
const puts = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const section = (name: RegExp) => screen.getByRole('region', { name });

describe("the instructor's lessons", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows today, tomorrow and the day after, the lessons by time, the meeting point with the map, the parents’ phone (fr)', async () => {
    const { calls } = platform();
    renderInApp(<MyLessonsScreen />, { lang: 'fr', auth: as });
    const today = await screen.findByRole('region', { name: 'Aujourd’hui — lundi 4 janvier' });
    expect(screen.getByRole('heading', { level: 1, name: myLessonsFr.title })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/my-lessons');
    expect(calls[0]?.url.searchParams.get('days')).toBe('3');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('fr');

    const lessons = within(today)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(lessons).toEqual(['09:15–11:45 · Cours enfants tous niveaux', '14:00–15:00 · Cours particulier']);
    const flocon = within(today).getByRole('article', { name: '09:15–11:45 · Cours enfants tous niveaux' });
    expect(flocon.textContent).toContain('Flocon 1');
    expect(flocon.textContent).toContain('Niveau : Flocon · 2 enfants');
    expect(flocon.textContent).toContain('Front de neige');
    expect(flocon.textContent).toContain('Place des Pistes, 73000 Val-Neige');
    expect(flocon.textContent).toContain('Sous le panneau de couleur du niveau');
    expect((await within(flocon).findByRole('link', { name: 'Voir sur le plan' })).getAttribute('href')).toBe(
      'http://localhost:3000/infos-pratiques/lieux-de-rendez-vous/',
    );
    expect(
      within(flocon)
        .getByRole('link', { name: /^Résultats/ })
        .getAttribute('href'),
    ).toBe('/admin/slots/7/results');
    const call = within(flocon).getByRole('link', { name: 'Appeler les parents de Léon Martin' });
    expect(call.getAttribute('href')).toBe('tel:0612345678');
    expect(call.closest('li')?.textContent).toContain('06 12 34 56 78');
    expect(flocon.textContent).toContain('7 ans · Flocon');
    expect(within(flocon).getByRole('switch', { name: 'Présent — Léon Martin' }).getAttribute('aria-checked')).toBe('false');
    // Emma's parents' note, labelled, under her, as they typed it (never as markup); Léon has none.
    const note = within(flocon).getByRole('note', { name: 'Note des parents de Emma Durand' });
    expect(note.closest('li')?.textContent).toContain('Emma Durand');
    expect(within(note).getByText(myLessonsFr.parentsNote)).toBeTruthy();
    expect(note.textContent).toContain('Allergique aux arachides <b>grave</b>');
    expect(note.textContent).toContain('Stylo d’adrénaline dans le sac à dos');
    expect(note.querySelector('b')).toBeNull();
    expect(within(flocon).getAllByRole('note')).toHaveLength(1);

    // A private lesson: the customer, no results link, no phone said as such, the meeting point missing said in words.
    const priv = within(today).getByRole('article', { name: '14:00–15:00 · Cours particulier' });
    expect(priv.textContent).toContain('Anne Petit');
    expect(within(priv).queryByRole('link', { name: /Résultats/ })).toBeNull();
    expect(priv.textContent).toContain(myLessonsFr.noPhone);
    expect(priv.textContent).toContain(myLessonsFr.noMeetingPoint);

    expect(within(section(/^Demain — mardi 5 janvier/)).getAllByRole('article')).toHaveLength(1);
    expect(within(section(/^Mercredi 6 janvier/)).getByText(myLessonsFr.noLessonsDay)).toBeTruthy();
  });

  it('checks a child in today at once (en)', async () => {
    const { calls } = platform();
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as });
    const today = await screen.findByRole('region', { name: 'Today — Monday 4 January' });
    expect(section(/^Tomorrow — Tuesday 5 January/)).toBeTruthy();
    const leon = within(today).getByRole('switch', { name: 'Present — Léon Martin' });
    await userEvent.click(leon);
    expect(leon.getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ orderLineId: 11, participant: 0, day: '2027-01-04', present: true, confirmOtherDay: false }]),
    );
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/backoffice/sites/val-neige/my-lessons/check-ins');
    expect(await screen.findByText(myLessonsEn.checkedIn('Léon Martin'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(today).getByRole('link', { name: 'Call Léon Martin’s parents' }).getAttribute('href')).toBe('tel:0612345678');
    expect(within(today).getByRole('note', { name: 'Parents’ note about Emma Durand' }).textContent).toContain(myLessonsEn.parentsNote);
  });

  it('asks before checking in on another day than today, and sends it confirmed (fr)', async () => {
    const { calls } = platform();
    renderInApp(<MyLessonsScreen />, { lang: 'fr', auth: as });
    await screen.findByRole('region', { name: /^Aujourd’hui/ });
    const leon = within(section(/^Demain/)).getByRole('switch', { name: 'Présent — Léon Martin' });
    await userEvent.click(leon);
    const dialog = await screen.findByRole('dialog', { name: scanFr.otherDayTitle });
    expect(dialog.textContent).toContain('mardi 5 janvier');
    expect(puts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: scanFr.otherDayCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toEqual([]);
    expect(leon.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(leon);
    const again = await screen.findByRole('dialog', { name: scanFr.otherDayTitle });
    await userEvent.click(within(again).getByRole('button', { name: scanFr.otherDayConfirm }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ orderLineId: 11, participant: 0, day: '2027-01-05', present: true, confirmOtherDay: true }]),
    );
    await waitFor(() => expect(leon.getAttribute('aria-checked')).toBe('true'));
  });

  it('finds the children of an order number typed at the meeting point and checks one in (fr)', async () => {
    const { calls } = platform();
    renderInApp(<MyLessonsScreen />, { lang: 'fr', auth: as });
    await screen.findByRole('region', { name: /^Aujourd’hui/ });
    const field = screen.getByLabelText(myLessonsFr.orderLabel);
    await userEvent.type(field, 'vn 27 aaaa 0001{Enter}');
    expect(await screen.findByText(myLessonsFr.orderFound('VN-27-AAAA-0001'))).toBeTruthy();
    // Today's lesson only: tomorrow's Léon is not proposed.
    const confirm = screen.getByRole('button', { name: 'Pointer Léon Martin — Flocon 1, 09:15' });
    expect(screen.queryAllByRole('button', { name: /^Pointer Léon Martin/ })).toHaveLength(1);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ orderLineId: 11, participant: 0, day: '2027-01-04', present: true, confirmOtherDay: false }]),
    );
    expect(await screen.findByText(`✓ ${myLessonsFr.orderAlready('Léon Martin', 'Flocon 1', '09:15')}`)).toBeTruthy();
    expect(
      within(section(/^Aujourd’hui/))
        .getAllByRole('switch', { name: 'Présent — Léon Martin' })[0]
        ?.getAttribute('aria-checked'),
    ).toBe('true');

    // An order with no child in the day's lessons, said in words.
    await userEvent.clear(field);
    await userEvent.type(field, 'VN-27-ZZZZ-9999{Enter}');
    expect(await screen.findByText('Aucun enfant de cette commande dans vos cours du jour — VN-27-ZZZZ-9999.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pointer / })).toBeNull();

    // Anything else: what is expected.
    await userEvent.clear(field);
    await userEvent.type(field, 'bonjour{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(myLessonsFr.orderMalformed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('reads the order number out of a scanned voucher code, and asks to confirm another day (en)', async () => {
    const { calls } = platform(() => ({ body: view({ today: '2027-01-03' }) }));
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as });
    await screen.findByRole('region', { name: /^Tomorrow — Monday 4 January/ });
    const field = screen.getByLabelText(myLessonsEn.orderLabel);
    await userEvent.type(field, 'SV1.val-neige.VN-27-BBBB-0002.1.abcdefghijklmnopqrstuv{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Emma Durand — Flocon 1, 09:15' }));
    const dialog = await screen.findByRole('dialog', { name: scanEn.otherDayTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: scanEn.otherDayConfirm }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ orderLineId: 12, participant: 0, day: '2027-01-04', present: true, confirmOtherDay: true }]),
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'VN-27-ZZZZ-9999{Enter}');
    expect(await screen.findByText('No child of this order in your lessons of Monday 4 January — VN-27-ZZZZ-9999.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: myLessonsEn.orderFind }));
    expect((await screen.findByRole('alert')).textContent).toBe(myLessonsEn.orderEmpty);
  });

  it('says when there is no lesson, and when the account has no instructor profile (fr, en)', async () => {
    platform(() => ({ body: view({ lessons: [] }) }));
    renderInApp(<MyLessonsScreen />, { lang: 'fr', auth: as });
    expect(await screen.findByText(myLessonsFr.noLessons)).toBeTruthy();
    cleanup();

    platform(() => ({ body: view({ instructor: null, lessons: [] }) }));
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as });
    expect(await screen.findByText(myLessonsEn.noProfile)).toBeTruthy();
    expect(screen.queryByLabelText(myLessonsEn.orderLabel)).toBeNull();
  });

  it('lists the lessons given to the instructor or taken back lately (en)', async () => {
    const notice = (
      kind: 'assigned' | 'unassigned' | 'cancelled' | 'changed',
      subtitle: string,
      was?: { day: string; start: string; end: string },
    ) => ({
      kind,
      title: 'Group lessons',
      subtitle,
      day: '2027-01-05',
      start: '09:15',
      end: '11:45',
      ...(was ? { was } : {}),
      at: '2027-01-03T10:00:00.000Z',
    });
    platform(() => ({
      body: view({
        notices: [
          notice('assigned', 'Flocon 1'),
          notice('unassigned', 'Ourson 2'),
          notice('cancelled', 'Ourson 3'),
          notice('changed', 'Jo Client', { day: '2027-01-05', start: '14:00', end: '15:00' }),
        ],
      }),
    }));
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as });
    const recent = await screen.findByRole('region', { name: myLessonsEn.noticesTitle });
    const items = within(recent)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/^New lesson for you: Group lessons — Flocon 1, .*5.* 09:15–11:45$/);
    expect(items[1]).toMatch(/^Lesson taken back: Group lessons — Ourson 2/);
    expect(items[2]).toMatch(/^Lesson cancelled \(order cancelled or closure\): Group lessons — Ourson 3/);
    expect(items[3]).toMatch(/^Lesson moved: Group lessons — Jo Client, .* 09:15–11:45 \(instead of .*5.* 14:00–15:00\)$/);
  });

  it('shows a spinner while loading, then an error in words with a retry (en)', async () => {
    let fail = true;
    platform(() => (fail ? { status: 500, body: { error: 'boom' } } : { body: view() }));
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as });
    expect(screen.getByRole('status').textContent).toContain(myLessonsEn.loading);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('boom');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Today/ })).toBeTruthy();
  });

  it('moves to other days', async () => {
    const { calls } = platform();
    renderInApp(<MyLessonsScreen />, { lang: 'en', auth: as, url: '/admin/my-lessons' });
    await screen.findByRole('region', { name: /^Today/ });
    await userEvent.click(screen.getByRole('button', { name: /Next days/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2027-01-07'));
    expect(window.location.search).toBe('?from=2027-01-07');
  });
});
