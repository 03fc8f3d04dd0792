// @vitest-environment happy-dom
import type { LessonRequestDetail, LessonRequestRow } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsEn as en, requestsFr as fr } from '../../i18n/lesson-requests';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import LessonRequestScreen, { firstHour } from './LessonRequestScreen';
import LessonRequestsScreen from './LessonRequestsScreen';

const DAY = '2027-02-16';
const row: LessonRequestRow = {
  id: 7,
  status: 'open',
  createdAt: '2027-02-10T09:00:00Z',
  productKey: 'cours-particulier-ski',
  product: 'Cours particulier de ski',
  day: DAY,
  window: 'afternoon',
  durationMinutes: null,
  participants: 1,
  name: 'Zoé Demande',
  lang: 'en',
};
const detail = (over: Partial<LessonRequestDetail> = {}): LessonRequestDetail => ({
  ...row,
  participantList: [{ firstName: 'Zoé', lastName: 'Demande', age: 9, level: null }],
  email: 'zoe@example.com',
  phone: '+33 6 11 22 33 44',
  message: 'Débutante.',
  hours: [
    { slotId: 11, start: '09:00', end: '11:00', instructors: [] },
    {
      slotId: 12,
      start: '14:00',
      end: '15:00',
      instructors: [
        { id: 3, name: 'Anna Demandes' },
        { id: 4, name: 'Léo Libre' },
      ],
    },
  ],
  answer: null,
  ...over,
});

describe('lesson requests', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the requests to answer, each opening its request, and the answered ones on demand', async () => {
    const { calls } = fakeFetch((_m, url) => ({
      body: { requests: url.searchParams.get('show') === 'answered' ? [{ ...row, id: 8, status: 'declined' }] : [row] },
    }));
    renderInApp(<LessonRequestsScreen />, { lang: 'fr', url: '/admin/lesson-requests' });
    const table = await screen.findByRole('table', { name: fr.tableLabel });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/lesson-requests');
    const link = within(table).getByRole('link', { name: fr.open('Zoé Demande', 'mardi 16 février') });
    expect(link.getAttribute('href')).toBe('/admin/lesson-requests/7');
    expect(within(table).getByRole('row', { name: /Zoé Demande/ }).textContent).toContain('Cours particulier de ski, l’après-midi');
    await userEvent.setup().click(screen.getByRole('button', { name: fr.showAnswered }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Refusée/ })).toBeTruthy());
  });

  it('accepts with an instructor free at the hour chosen, after a confirmation, and says it was done', async () => {
    let answered = false;
    const { calls } = fakeFetch((method) => {
      if (method === 'POST') answered = true;
      return {
        body: answered
          ? detail({
              status: 'accepted',
              hours: [],
              answer: {
                at: '2027-02-10T10:00:00Z',
                by: 'Accueil',
                instructor: 'Léo Libre',
                start: '14:00',
                end: '15:00',
                totalCents: 5900,
                payBy: '2027-02-12T10:00:00Z',
                message: '',
              },
            })
          : detail(),
      };
    });
    renderInApp(<LessonRequestScreen requestId={7} />, { lang: 'en', url: '/admin/lesson-requests/7' });
    const user = userEvent.setup();
    // The first hour with someone free is chosen; its instructors are offered.
    const hour = (await screen.findByLabelText(en.hour)) as HTMLSelectElement;
    expect(hour.value).toBe('12');
    await user.selectOptions(screen.getByLabelText(en.instructor), 'Léo Libre');
    await user.click(screen.getByRole('button', { name: en.accept }));
    const dialog = await screen.findByRole('dialog', { name: en.acceptConfirmTitle });
    expect(dialog.textContent).toContain(en.acceptConfirm('Léo Libre', '14:00–15:00'));
    await user.click(within(dialog).getByRole('button', { name: en.acceptDo }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/lesson-requests/7/accept');
    expect(post?.body).toEqual({ instructorId: 4, slotId: 12, lang: 'en' });
    expect(await screen.findByText(en.accepted)).toBeTruthy();
    expect(await screen.findByText(en.answerLesson('Léo Libre', '14:00', '15:00'))).toBeTruthy();
  });

  it('an hour with nobody free says so; the platform’s refusal and another office’s answer are said in words', async () => {
    let posts = 0;
    fakeFetch((method) => {
      if (method !== 'POST') return { body: detail() };
      posts++;
      return posts === 1
        ? {
            status: 409,
            body: {
              error: {
                message: 'Anna Demandes n’est pas disponible à cette heure-là',
                field: 'body.instructorId',
                code: 'assignment_refused',
              },
            },
          }
        : { status: 409, body: { error: { message: 'answered already', field: 'params.requestId', code: 'request_answered' } } };
    });
    renderInApp(<LessonRequestScreen requestId={7} />, { lang: 'fr', url: '/admin/lesson-requests/7' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(fr.hour), '11');
    expect(screen.getByText(fr.noInstructor)).toBeTruthy();
    expect((screen.getByRole('button', { name: fr.accept }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(fr.hour), '12');
    await user.click(screen.getByRole('button', { name: fr.accept }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: fr.acceptDo }));
    expect((await screen.findByRole('alert')).textContent).toBe('Anna Demandes n’est pas disponible à cette heure-là');
    await user.type(screen.getByLabelText(fr.declineMessage), 'Complet.');
    await user.click(screen.getByRole('button', { name: fr.decline }));
    await user.click(
      within(await screen.findByRole('dialog', { name: fr.declineConfirmTitle })).getByRole('button', { name: fr.declineDo }),
    );
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(fr.answeredAlready));
  });
});

describe('the hour first proposed to the office', () => {
  const hour = (slotId: number, start: string, free: boolean) => ({
    slotId,
    start,
    end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    instructors: free ? [{ id: 1, name: 'Camille Bérard' }] : [],
  });
  const hours = [hour(1, '09:00', true), hour(2, '13:00', false), hour(3, '14:00', true)];
  it('is in the part of the day the visitor asked for, with an instructor free if one is (a request for the afternoon: not 09:00)', () => {
    expect(firstHour({ window: 'afternoon', hours })?.slotId).toBe(3);
    expect(firstHour({ window: 'morning', hours })?.slotId).toBe(1);
    expect(firstHour({ window: 'any', hours })?.slotId).toBe(1);
    expect(firstHour({ window: 'afternoon', hours: [hour(1, '09:00', true), hour(2, '13:00', false)] })?.slotId).toBe(2);
    expect(firstHour({ window: 'afternoon', hours: [hour(1, '09:00', true)] })?.slotId).toBe(1);
  });
});
