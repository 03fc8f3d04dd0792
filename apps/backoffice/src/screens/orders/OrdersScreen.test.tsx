// @vitest-environment happy-dom
import type { BackofficeOrdersResponse, OrderRow } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import OrdersScreen from './OrdersScreen';
import { activeFilterCount, nextState, ordersHref, ordersQuery, parseOrdersState } from './urlState';

const row = (n: number): OrderRow => ({
  number: `VN-2027-${String(n).padStart(6, '0')}`,
  status: 'paid',
  lang: 'fr',
  createdAt: '2026-12-20T10:00:00.000Z',
  paidAt: '2026-12-20T10:05:00.000Z',
  firstName: 'Lucie',
  lastName: `Martin${n}`,
  email: `lucie${n}@example.com`,
  phone: '+33 6 12 34 56 78',
  total: { amount: 18_000, currency: 'EUR' },
  refunded: { amount: 0, currency: 'EUR' },
  types: ['ESF'],
  businessProviderId: 'hotel-42',
  referralType: 'hotel',
  executionCode: '00000',
});
const page = (total: number, n = 2, totalCapped = false): BackofficeOrdersResponse => ({
  rows: Array.from({ length: n }, (_, i) => row(i + 1)),
  total,
  totalCapped,
  page: 1,
  pageSize: 25,
});

describe('orders list state in the URL', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the query, ignores what is not valid, and writes back only what differs from the defaults', () => {
    const s = parseOrdersState(
      new URLSearchParams(
        'q=martin&status=failed&from=2027-01-04&to=nope&type=ESF&sort=total&dir=asc&page=3&pageSize=50&provider=hotel-42',
      ),
    );
    expect(s).toEqual({
      q: 'martin',
      status: 'failed',
      from: '2027-01-04',
      to: undefined,
      type: 'ESF',
      merchant: undefined,
      provider: 'hotel-42',
      referral: undefined,
      sort: 'total',
      dir: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(parseOrdersState(new URLSearchParams('status=lost&sort=evil&dir=up&page=-1'))).toMatchObject({
      status: undefined,
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(ordersHref(s)).toBe(
      '/orders?q=martin&status=failed&from=2027-01-04&type=ESF&provider=hotel-42&sort=total&dir=asc&page=3&pageSize=50',
    );
    expect(parseOrdersState(new URLSearchParams(ordersHref(s).split('?')[1]))).toEqual(s);
    expect(ordersHref({})).toBe('/orders');
    expect(ordersHref({ status: 'failed', from: '2027-01-04', to: '2027-01-11' })).toBe(
      '/orders?status=failed&from=2027-01-04&to=2027-01-11',
    );
    // A new filter or sort starts again at page 1; changing the page keeps the rest.
    expect(nextState(s, { status: 'paid' }).page).toBe(1);
    expect(nextState(s, { page: 4 })).toMatchObject({ page: 4, status: 'failed', sort: 'total' });
    expect(ordersQuery(s)).toMatchObject({ q: 'martin', sort: 'total', dir: 'asc', page: 3, pageSize: 50 });
  });

  it('asks the platform for what the URL says (a dashboard link), sorts and pages through the URL', async () => {
    const { calls } = fakeFetch((_method, url) =>
      url.pathname.endsWith('/filters')
        ? {
            body: { merchants: [{ key: 'esf', name: 'ESF Val Neige' }], providers: ['hotel-42'], referralTypes: ['hotel'], types: ['ESF'] },
          }
        : { body: page(60) },
    );
    renderInApp(<OrdersScreen />, { url: '/admin/orders?status=failed&from=2027-01-04&to=2027-01-04' });
    expect(await screen.findByText('VN-2027-000001')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/backoffice/sites/val-neige/orders');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      status: 'failed',
      from: '2027-01-04',
      to: '2027-01-04',
      sort: 'createdAt',
      dir: 'desc',
      page: '1',
      pageSize: '25',
    });
    expect(screen.getByText(en.ordersCount(60))).toBeTruthy();
    expect((screen.getByLabelText(en.status) as HTMLSelectElement).value).toBe('failed');

    const created = screen.getByRole('columnheader', { name: new RegExp(en.createdAt) });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: new RegExp(en.amount) }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: en.phone }).hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: new RegExp(en.amount) }));
    expect(window.location.search).toBe('?status=failed&from=2027-01-04&to=2027-01-04&sort=total&dir=asc');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: new RegExp(en.amount) }).getAttribute('aria-sort')).toBe('ascending'),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('sort') === 'total' && c.url.searchParams.get('dir') === 'asc')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: en.nextPage }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    await waitFor(() => expect(screen.getByText(en.pageOf(2, 3))).toBeTruthy());

    await userEvent.type(screen.getByLabelText(en.searchLabel), 'martin');
    await userEvent.click(screen.getByRole('button', { name: en.search }));
    const after = new URLSearchParams(window.location.search);
    expect(after.get('q')).toBe('martin');
    expect(after.get('page')).toBeNull();
    expect(after.get('sort')).toBe('total');
  });

  it('counts the active search and filters, not the sort or the page', () => {
    expect(activeFilterCount(parseOrdersState(new URLSearchParams('sort=total&dir=asc&page=3')))).toBe(0);
    expect(activeFilterCount(parseOrdersState(new URLSearchParams('q=martin&status=paid&to=2027-01-04&provider=hotel-42&page=2')))).toBe(4);
  });

  it('on a phone, puts the results first: the filters behind a "Filters (2)" button; the order number heads each card', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    fakeFetch((_method, url) =>
      url.pathname.endsWith('/filters') ? { body: { merchants: [], providers: [], referralTypes: [], types: ['ESF'] } } : { body: page(2) },
    );
    renderInApp(<OrdersScreen />, { url: '/admin/orders?status=paid&type=ESF' });
    const number = await screen.findByRole('link', { name: 'VN-2027-000001' });
    expect(number.closest('td')?.className).toBe('order-number card-title');
    const cells = within(number.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      null,
      en.createdAt,
      en.customer,
      en.phone,
      en.status,
      en.amount,
      en.paidAt,
      en.types,
      en.provider,
    ]);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: en.searchLabel })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: en.searchLabel })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText(en.status) as HTMLSelectElement).value).toBe('paid');
  });

  it('says "10,000+ orders" when the platform stopped counting, and still pages (no last page)', async () => {
    fakeFetch((_method, url) =>
      url.pathname.endsWith('/filters')
        ? { body: { merchants: [], providers: [], referralTypes: [], types: ['ESF'] } }
        : { body: page(10_000, 25, true) },
    );
    renderInApp(<OrdersScreen />, { url: '/admin/orders?status=paid&type=ESF' });
    expect(await screen.findByText('10,000+ orders')).toBeTruthy();
    expect(fr.ordersCountCapped(10_000)).toBe(`${(10_000).toLocaleString('fr-FR')}+ commandes`);
    expect(screen.getByText(en.pageOnly(1))).toBeTruthy();
    const next = screen.getByRole('button', { name: en.nextPage }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    await waitFor(() => expect(screen.getByText(en.pageOnly(2))).toBeTruthy());
  });

  it('says so when nothing matches, and shows the error of a failed call', async () => {
    fakeFetch((_m, url) => (url.pathname.endsWith('/filters') ? { status: 500 } : { body: page(0, 0) }));
    renderInApp(<OrdersScreen />, { url: '/admin/orders?q=nobody' });
    expect(await screen.findByText(en.ordersEmpty)).toBeTruthy();
    cleanup();
    fakeFetch(() => ({ status: 500, body: { error: { message: 'boom', code: 'internal' } } }));
    renderInApp(<OrdersScreen />, { url: '/admin/orders' });
    expect((await screen.findByRole('alert')).textContent).toContain(en.errorGeneric(500));
  });
});
