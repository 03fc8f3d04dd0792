// @vitest-environment happy-dom
import type { GroupChild, ResultInput, ResultsResponse, ResultView, SlotGroupsView } from '@schuss/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { levelsEn, levelsFr } from '../../i18n/levels';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ResultsScreen from './ResultsScreen';

const DAYS = ['2027-02-15', '2027-02-16', '2027-02-17'];
const days = (a: number | null, b: number | null, c: number | null) => ({
  [DAYS[0] as string]: a,
  [DAYS[1] as string]: b,
  [DAYS[2] as string]: c,
});
const child = (orderLineId: number, participant: number, firstName: string, level: 'flocon' | 'ourson', groups: GroupChild['groups']) => ({
  orderLineId,
  participant,
  firstName,
  lastName: 'Martin',
  age: 7,
  level,
  levelName: level === 'flocon' ? 'Flocon' : 'Ourson',
  orderNumber: `VN-2027-0000${orderLineId}`,
  groups,
});

/** Three days of course; on Wednesday (its last day) Léa and Tom are in Flocon A, Zoé in Ourson. */
const view = (): SlotGroupsView => ({
  slot: {
    slotId: 7,
    productKey: 'cours-enfants',
    name: 'Cours enfants',
    startsOn: DAYS[0] as string,
    endsOn: DAYS[2] as string,
    startTime: '09:00:00',
    endTime: '11:30:00',
    capacity: 24,
  },
  days: DAYS,
  groups: [
    { id: 5, name: 'Flocon A', level: 'flocon', levelName: 'Flocon', size: 8 },
    { id: 6, name: 'Ourson', level: 'ourson', levelName: 'Ourson', size: 6 },
  ],
  children: [
    child(11, 0, 'Léa', 'flocon', days(5, 5, 5)),
    child(11, 1, 'Tom', 'flocon', days(5, 5, 5)),
    child(12, 0, 'Zoé', 'ourson', days(5, 6, 6)),
  ],
  proposal: null,
  moves: [],
  ladder: [
    { key: 'ourson', name: 'Ourson' },
    { key: 'flocon', name: 'Flocon' },
    { key: '1re-etoile', name: '1re Étoile' },
    { key: '2e-etoile', name: '2e Étoile' },
  ],
});

const result = (orderLineId: number, participant: number, outcome: ResultView['outcome']): ResultView => ({
  orderLineId,
  participant,
  outcome,
  level: 'flocon',
  levelName: 'Flocon',
  medal: 'Flocon',
  advisedLevel: null,
  advisedLevelName: null,
  comment: null,
  recordedAt: '2027-02-17T10:00:00.000Z',
  by: 'Marie',
});
/** Before anything is entered here, Tom's result is "not yet". */
const known = (): ResultsResponse => ({ results: [result(11, 1, 'not_yet')], duplicates: [] });

const QUEUE = 'schuss.results.7';
const queued = (): ResultInput[] => JSON.parse(localStorage.getItem(QUEUE) ?? '[]');
const card = (name: string) => screen.getByRole('group', { name });
/** What the screen's live regions say now. */
const announced = () => screen.getAllByRole('status').map((s) => s.textContent);
const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');
/** The keys of a POST's results. */
const keysOf = (call: { body: unknown } | undefined) => (call?.body as { results: ResultInput[] } | undefined)?.results.map((r) => r.key);

/** A platform answering the course's groups and results; a POST of results answers them back, unless `post` says. */
function platform(post?: (body: { results: ResultInput[] }) => { status?: number; body?: unknown }) {
  return fakeFetch((method, url, body) => {
    if (method === 'GET') return { body: url.pathname.endsWith('/groups') ? view() : known() };
    const sent = body as { results: ResultInput[] };
    if (post) return post(sent);
    return { body: { results: sent.results.map((r) => result(r.orderLineId, r.participant, r.outcome)), duplicates: [] } };
  });
}

describe('a course’s results on a phone', () => {
  beforeEach(() => {
    // The course's last day, after the lessons.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-17T15:00:00Z'));
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'onLine');
    localStorage.clear();
  });

  it('saves a tap at once, says so, and shows the platform’s result as chosen', async () => {
    const { calls } = platform();
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    expect(await screen.findByRole('heading', { level: 1, name: levelsFr.resultsTitle('Cours enfants') })).toBeTruthy();
    expect((screen.getByLabelText(levelsFr.resultsGroup) as HTMLSelectElement).value).toBe('5');
    // Zoé is in Ourson on the last day.
    expect(screen.queryByRole('group', { name: 'Zoé Martin' })).toBeNull();
    const tom = card('Tom Martin');
    expect(within(tom).getByRole('button', { name: levelsFr.notYet }).getAttribute('aria-pressed')).toBe('true');
    expect(within(tom).getByText(levelsFr.stateSaved)).toBeTruthy();

    const lea = card('Léa Martin');
    const passed = within(lea).getByRole('button', { name: levelsFr.passed });
    expect(passed.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(passed);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const post = posts(calls)[0];
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/results');
    expect(post?.url.searchParams.get('lang')).toBe('fr');
    expect(post?.body).toEqual({
      results: [
        {
          orderLineId: 11,
          participant: 0,
          outcome: 'passed',
          advisedLevel: null,
          comment: null,
          key: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
          recordedAt: '2027-02-17T15:00:00.000Z',
        },
      ],
    });
    expect(passed.getAttribute('aria-pressed')).toBe('true');
    expect(await within(lea).findByText(levelsFr.stateSaved)).toBeTruthy();
    expect(announced()).toContain(levelsFr.announceSaved('Léa Martin'));
    expect(localStorage.getItem(QUEUE)).toBeNull();

    // Another group, from the select or the URL.
    await userEvent.selectOptions(screen.getByLabelText(levelsFr.resultsGroup), 'Ourson');
    expect(window.location.search).toBe('?group=6');
    expect(card('Zoé Martin')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Léa Martin' })).toBeNull();
  });

  it('keeps a result on the phone when the network fails, and sends it once when the network is back', async () => {
    let offline = true;
    const { calls } = platform((sent) => {
      if (offline) throw new TypeError('Failed to fetch');
      return { body: { results: sent.results.map((r) => result(r.orderLineId, r.participant, r.outcome)), duplicates: [] } };
    });
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results?group=5' });
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Léa Martin' })).getByRole('button', { name: levelsFr.nextAdvised }),
    );
    expect(await within(card('Léa Martin')).findByText(levelsFr.stateWaiting)).toBeTruthy();
    expect(queued()).toEqual([expect.objectContaining({ orderLineId: 11, participant: 0, outcome: 'next_advised', advisedLevel: null })]);
    const { key } = queued()[0] as ResultInput;
    expect(screen.getByText(levelsFr.waitingCount(1))).toBeTruthy();
    expect(announced()).toContain(levelsFr.announceWaiting('Léa Martin'));
    expect(screen.getByRole('button', { name: levelsFr.sendCards }).hasAttribute('disabled')).toBe(true);

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(card('Léa Martin')).getByText(levelsFr.stateSaved)).toBeTruthy());
    expect(posts(calls)).toHaveLength(2);
    expect(keysOf(posts(calls)[1])).toEqual([key]);
    expect(localStorage.getItem(QUEUE)).toBeNull();
    expect(screen.queryByRole('button', { name: levelsFr.sendNow })).toBeNull();
    expect(screen.getByRole('button', { name: levelsFr.sendCards }).hasAttribute('disabled')).toBe(false);
  });

  it('does not even try while the phone knows it is offline, and sends on “Send now”', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { calls } = platform();
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    await userEvent.click(within(await screen.findByRole('group', { name: 'Tom Martin' })).getByRole('button', { name: levelsFr.passed }));
    expect(within(card('Tom Martin')).getByText(levelsFr.stateWaiting)).toBeTruthy();
    expect(queued()).toHaveLength(1);
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: levelsFr.sendNow }));
    await waitFor(() => expect(within(card('Tom Martin')).getByText(levelsFr.stateSaved)).toBeTruthy());
    expect(posts(calls)).toHaveLength(1);
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });

  it('sends what the phone kept when the screen opens: results the platform already had (duplicates) leave the queue too', async () => {
    const kept: ResultInput[] = [
      {
        orderLineId: 11,
        participant: 0,
        outcome: 'passed',
        advisedLevel: null,
        comment: 'Belles courbes',
        key: 'lea-key-0123456789',
        recordedAt: '2027-02-17T09:00:00.000Z',
      },
      {
        orderLineId: 11,
        participant: 1,
        outcome: 'passed',
        advisedLevel: null,
        comment: null,
        key: 'tom-key-0123456789',
        recordedAt: '2027-02-17T09:01:00.000Z',
      },
    ];
    localStorage.setItem(QUEUE, JSON.stringify(kept));
    const { calls } = platform(() => ({ body: { results: [result(11, 1, 'passed')], duplicates: ['lea-key-0123456789'] } }));
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    await waitFor(() => expect(localStorage.getItem(QUEUE)).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({ results: kept });
    const lea = await screen.findByRole('group', { name: 'Léa Martin' });
    expect(within(lea).getByRole('button', { name: levelsFr.passed }).getAttribute('aria-pressed')).toBe('true');
    expect((within(lea).getByLabelText(`${levelsFr.comment}${levelsFr.forChild('Léa Martin')}`) as HTMLTextAreaElement).value).toBe(
      'Belles courbes',
    );
    await waitFor(() => expect(within(lea).getByText(levelsFr.stateSaved)).toBeTruthy());
    expect(announced()).toContain(levelsFr.announceSavedCount(2));
  });

  it('says how many were saved when the queue goes before the course is read (no child named by a number)', async () => {
    const kept: ResultInput = {
      orderLineId: 11,
      participant: 0,
      outcome: 'passed',
      advisedLevel: null,
      comment: null,
      key: 'lea-key-0123456789',
      recordedAt: '2027-02-17T09:00:00.000Z',
    };
    localStorage.setItem(QUEUE, JSON.stringify([kept]));
    let release = () => {};
    const course = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = fakeFetch(async (method, url) => {
      if (method === 'POST') return { body: { results: [result(11, 0, 'passed')], duplicates: [] } };
      if (url.pathname.endsWith('/groups')) await course;
      return { body: url.pathname.endsWith('/groups') ? view() : known() };
    });
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    await waitFor(() => expect(localStorage.getItem(QUEUE)).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(announced()).toContain(levelsFr.announceSavedCount(1));
    release();
    expect(await screen.findByRole('group', { name: 'Léa Martin' })).toBeTruthy();
  });

  it('shows a refusal on its child, takes it out of the queue and sends the others', async () => {
    const kept: ResultInput[] = [
      {
        orderLineId: 11,
        participant: 0,
        outcome: 'passed',
        advisedLevel: null,
        comment: null,
        key: 'lea-key-0123456789',
        recordedAt: '2027-02-17T09:00:00.000Z',
      },
      {
        orderLineId: 11,
        participant: 1,
        outcome: 'next_advised',
        advisedLevel: 'etoile',
        comment: null,
        key: 'tom-key-0123456789',
        recordedAt: '2027-02-17T09:01:00.000Z',
      },
    ];
    localStorage.setItem(QUEUE, JSON.stringify(kept));
    const refusal = {
      status: 400,
      body: { error: { message: 'Niveau inconnu : etoile', code: 'invalid', field: 'body.results.1.advisedLevel' } },
    };
    const { calls } = platform((sent) =>
      sent.results.length === 2 ? refusal : { body: { results: [result(11, 0, 'passed')], duplicates: [] } },
    );
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    const tom = await screen.findByRole('group', { name: 'Tom Martin' });
    expect(await within(tom).findByText(levelsFr.stateError('Niveau inconnu : etoile'))).toBeTruthy();
    await waitFor(() => expect(within(card('Léa Martin')).getByText(levelsFr.stateSaved)).toBeTruthy());
    expect(posts(calls).map(keysOf)).toEqual([['lea-key-0123456789', 'tom-key-0123456789'], ['lea-key-0123456789']]);
    expect(localStorage.getItem(QUEUE)).toBeNull();
    // Not retried: the network coming back sends nothing.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(posts(calls)).toHaveLength(2);
  });

  it('shows a 400 on the tapped child in French', async () => {
    platform(() => ({ status: 400, body: { error: { message: 'Résultat refusé', code: 'invalid', field: 'body.results.0.outcome' } } }));
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'fr', url: '/admin/slots/7/results' });
    await userEvent.click(within(await screen.findByRole('group', { name: 'Léa Martin' })).getByRole('button', { name: levelsFr.notYet }));
    expect(await within(card('Léa Martin')).findByText(levelsFr.stateError('Résultat refusé'))).toBeTruthy();
    expect(announced()).toContain(levelsFr.announceError('Léa Martin', 'Résultat refusé'));
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });

  it('in English: advises a level, saves a comment when it is left, and sends the progress cards', async () => {
    let cards: { status?: number; body?: unknown } = { status: 403, body: { error: { message: 'Forbidden', code: 'forbidden' } } };
    const { calls } = fakeFetch((method, url, body) => {
      if (method === 'GET') return { body: url.pathname.endsWith('/groups') ? view() : known() };
      if (url.pathname.endsWith('/progress-cards')) return cards;
      const sent = (body as { results: ResultInput[] }).results;
      return { body: { results: sent.map((r) => ({ ...result(r.orderLineId, r.participant, r.outcome), ...r })), duplicates: [] } };
    });
    renderInApp(<ResultsScreen slotId={7} />, { lang: 'en', url: '/admin/slots/7/results' });
    const lea = await screen.findByRole('group', { name: 'Léa Martin' });
    await userEvent.click(within(lea).getByRole('button', { name: levelsEn.nextAdvised }));
    const advised = within(lea).getByLabelText(`${levelsEn.advised}${levelsEn.forChild('Léa Martin')}`) as HTMLSelectElement;
    expect(advised.value).toBe('');
    // The levels above hers on the ladder, none below.
    expect([...advised.options].map((o) => o.text)).toEqual([levelsEn.advisedNext, '1re Étoile', '2e Étoile']);
    await userEvent.selectOptions(advised, '1re Étoile');
    const comment = within(lea).getByLabelText(`${levelsEn.comment}${levelsEn.forChild('Léa Martin')}`);
    await userEvent.type(comment, 'Ready for the red slopes');
    fireEvent.blur(comment);
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    const bodies = posts(calls).map((c) => (c.body as { results: ResultInput[] }).results[0]);
    expect(bodies.map((b) => [b?.outcome, b?.advisedLevel, b?.comment])).toEqual([
      ['next_advised', null, null],
      ['next_advised', '1re-etoile', null],
      ['next_advised', '1re-etoile', 'Ready for the red slopes'],
    ]);
    expect(new Set(bodies.map((b) => b?.key)).size).toBe(3);
    await waitFor(() => expect(announced()).toContain(levelsEn.announceSaved('Léa Martin')));

    const send = screen.getByRole('button', { name: levelsEn.sendCards });
    await userEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(levelsEn.cardsFailed(en.errorForbidden));
    cards = { body: { orders: 9, children: 12, unchanged: 1 } };
    await userEvent.click(send);
    expect(
      await screen.findByText('12 cards sent to 9 families. 1 family has already had its cards up to date: nothing is sent again.'),
    ).toBeTruthy();
    // Pressed again with nothing new: nobody is e-mailed twice, and the screen says so.
    cards = { body: { orders: 0, children: 0, unchanged: 10 } };
    await userEvent.click(send);
    expect(await screen.findByText(levelsEn.cardsUnchanged(10))).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/api/backoffice/sites/val-neige/slots/7/progress-cards')).toHaveLength(3);
  });
});
