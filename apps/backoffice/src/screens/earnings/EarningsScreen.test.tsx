// @vitest-environment happy-dom
import type { EarningsReport, EarningsStatement } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earningsEn as en, earningsFr as fr } from '../../i18n/earnings';
import { fakeFetch, renderInApp, SESSION } from '../../test-fixtures';
import EarningsScreen from './EarningsScreen';

const anna = {
  id: 7,
  firstName: 'Anna',
  lastName: 'Martin',
  minutes: 900,
  lessons: 6,
  collectedCents: 19_499,
  shareCents: 294,
  owedCents: 19_205,
  bankAccount: { holder: 'Anna Martin', iban: 'FR7630006000011234567890189', bic: null },
};
const bruno = {
  ...anna,
  id: 8,
  firstName: 'Bruno',
  minutes: 60,
  lessons: 1,
  collectedCents: 7650,
  shareCents: 115,
  owedCents: 7535,
  bankAccount: null,
};
const rule = { shareBp: 150, shareCentsPerHour: 0, payerName: 'École Val-Neige', payerIban: 'GB82WEST12345698765432', payerBic: null };
const report: EarningsReport = {
  from: '2027-01-04',
  to: '2027-01-10',
  rule,
  instructors: [anna, bruno],
  totals: { minutes: 960, lessons: 7, collectedCents: 27_149, shareCents: 409, owedCents: 26_740 },
};
const statement: EarningsStatement = {
  from: '2027-01-04',
  to: '2027-01-10',
  rule,
  instructor: anna,
  lessons: [
    {
      key: 'g3:2027-01-04',
      kind: 'group',
      day: '2027-01-04',
      start: '09:15',
      end: '11:45',
      minutes: 150,
      product: 'Cours collectif enfants',
      subtitle: 'Flocon 1',
      participants: 4,
      collectedCents: 3249,
      shareCents: 49,
      owedCents: 3200,
    },
  ],
};
const ADMIN = { status: 'in' as const, session: { ...SESSION, role: 'admin' as const } };
const url = '/admin/earnings?from=2027-01-04&to=2027-01-10';
const cells = (row: HTMLElement | undefined) => Array.from(row?.children ?? []).map((c) => c.textContent?.replace(/\s/g, ' '));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('earnings', () => {
  it('has the same texts in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it("shows a spinner, then each instructor's hours, lessons and money, the totals and the files (French)", async () => {
    const { calls } = fakeFetch(() => ({ body: report }));
    renderInApp(<EarningsScreen />, { lang: 'fr', url });
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByRole('table', { name: fr.tableCaption('04/01/2027', '10/01/2027') });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/earnings');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ from: '2027-01-04', to: '2027-01-10', lang: 'fr' });
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(cells(first)).toEqual(['Anna Martin', '15', '6', '194,99 €', '2,94 €', '192,05 €', fr.accountSet, 'PDF']);
    expect(cells(second)?.slice(0, 7)).toEqual(['Bruno Martin', '1', '1', '76,50 €', '1,15 €', '75,35 €', fr.accountMissing]);
    expect(cells(total)?.slice(0, 6)).toEqual([fr.total, '16', '7', '271,49 €', '4,09 €', '267,40 €']);
    expect(screen.getByText(fr.ruleIs('1,5 % de l’encaissé'))).toBeTruthy();
    expect(screen.getByRole('link', { name: fr.statementPdf('Anna Martin') }).getAttribute('href')).toBe(
      '/api/backoffice/sites/val-neige/earnings/instructors/7/statement.pdf?from=2027-01-04&to=2027-01-10&lang=fr',
    );
    expect(screen.getByRole('link', { name: fr.csv }).getAttribute('href')).toContain('/earnings/office.csv?from=2027-01-04');
    expect(screen.getByRole('link', { name: fr.sepa }).getAttribute('href')).toContain('/earnings/transfers.xml?from=2027-01-04');
    // Bruno has no IBAN: the office is told he is not in the transfer file.
    expect(screen.getByText(fr.sepaLeftOut('Bruno Martin'))).toBeTruthy();
    // Staff read the rule; only admins get its form.
    expect(screen.queryByRole('form', { name: fr.ruleHeading })).toBeNull();
  });

  it("opens an instructor's lessons with their money (English)", async () => {
    const { calls } = fakeFetch((_m, u) => ({ body: u.pathname.endsWith('/earnings') ? report : statement }));
    renderInApp(<EarningsScreen />, { lang: 'en', url });
    await userEvent.click(await screen.findByRole('button', { name: en.details('Anna Martin') }));
    const lessons = await screen.findByRole('table', { name: en.lessonsCaption('Anna Martin', '04/01/2027', '10/01/2027') });
    expect(calls.some((c) => c.url.pathname === '/api/backoffice/sites/val-neige/earnings/instructors/7')).toBe(true);
    expect(cells(within(lessons).getAllByRole('row')[1])).toEqual([
      'Mon 04/01',
      '09:15–11:45',
      'Cours collectif enfants · Flocon 1',
      '4',
      '2.5',
      '€32.49',
      '€0.49',
      '€32.00',
    ]);
    expect(window.location.search).toContain('instructor=7');
    await userEvent.click(screen.getByRole('button', { name: en.close }));
    await waitFor(() => expect(screen.queryByRole('table', { name: /Lessons of Anna/ })).toBeNull());
  });

  it('says when the SEPA file cannot be made, and errors in words', async () => {
    fakeFetch(() => ({ body: { ...report, rule: { ...rule, payerIban: null, payerName: null } } }));
    renderInApp(<EarningsScreen />, { lang: 'en', url });
    expect(await screen.findByText(en.sepaNoPayer)).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.sepa })).toBeNull();
    cleanup();
    fakeFetch(() => ({
      status: 400,
      body: { error: { message: 'query.to: must be at most 199 days after from', field: 'query.to', code: 'invalid_input' } },
    }));
    renderInApp(<EarningsScreen />, { lang: 'fr', url });
    expect((await screen.findByRole('alert')).textContent).toMatch(/période/i);
  });

  it('lets an admin save the rule, refusing a wrong IBAN in words before sending', async () => {
    const { calls } = fakeFetch((method, _u, body) => ({ body: method === 'PUT' ? body : report }));
    renderInApp(<EarningsScreen />, { lang: 'fr', url, auth: ADMIN });
    const form = await screen.findByRole('form', { name: fr.ruleHeading });
    const percent = within(form).getByLabelText(fr.percent);
    expect((percent as HTMLInputElement).value).toBe('1,5');
    await userEvent.clear(percent);
    await userEvent.type(percent, '2,5');
    await userEvent.type(within(form).getByLabelText(fr.perHour), '4');
    const iban = within(form).getByLabelText(fr.payerIban);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'FR76 1234');
    await userEvent.click(within(form).getByRole('button', { name: fr.save }));
    expect(within(form).getByText(fr.ibanInvalid)).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'GB82 WEST 1234 5698 7654 32');
    await userEvent.click(within(form).getByRole('button', { name: fr.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/earnings/rule');
    expect(put?.body).toEqual({
      shareBp: 250,
      shareCentsPerHour: 400,
      payerName: 'École Val-Neige',
      payerIban: 'GB82 WEST 1234 5698 7654 32',
      payerBic: null,
    });
    expect(await screen.findByText(fr.saved)).toBeTruthy();
  });

  it("lets an admin give an instructor's IBAN from the lessons' panel", async () => {
    const { calls } = fakeFetch((method, u, body) => ({
      body:
        method === 'PUT'
          ? (body as { account: unknown }).account
          : u.pathname.endsWith('/earnings')
            ? report
            : { ...statement, instructor: bruno },
    }));
    renderInApp(<EarningsScreen />, { lang: 'en', url: `${url}&instructor=8`, auth: ADMIN });
    const form = await screen.findByRole('form', { name: en.bankHeading('Bruno Martin') });
    expect((within(form).getByLabelText(en.holder) as HTMLInputElement).value).toBe('Bruno Martin');
    await userEvent.type(within(form).getByLabelText(en.iban), 'DE89370400440532013000');
    await userEvent.click(within(form).getByRole('button', { name: en.saveAccount }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/backoffice/sites/val-neige/earnings/instructors/8/bank-account' }),
      body: { account: { holder: 'Bruno Martin', iban: 'DE89370400440532013000', bic: null } },
    });
  });
});
