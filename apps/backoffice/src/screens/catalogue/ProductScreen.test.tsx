// @vitest-environment happy-dom
import type { BackofficeProduct, ProductDetailResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The provider's module first: it is the one the app starts from (its languages' texts import areas that read it).
import { formatters } from '../../i18n';
import { catTextsEn as ce, catTextsFr as cf } from '../../i18n/catalogue';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ProductScreen from './ProductScreen';

const MERCHANTS = [
  { key: 'ecole', name: 'École de ski' },
  { key: 'remontees', name: 'Remontées mécaniques' },
];
const lift: BackofficeProduct = {
  key: 'forfait-val-neige',
  type: 'LIFT',
  merchant: MERCHANTS[1]!,
  name: { fr: 'Forfait Val-Neige', en: 'Val-Neige lift pass' },
  description: { fr: 'Tout le domaine.', en: 'The whole area.' },
  dated: false,
  hidden: false,
  attributes: { needsStartDate: true, maxDays: 3 },
  pricing: {
    rule: 'daysTable',
    bands: [
      { label: { fr: 'Enfant', en: 'Child' }, maxAge: 12, cents: [3000, 5500, 8000] },
      { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: [4500, 8500, 12500] },
    ],
  },
  version: 2,
  updatedAt: '2026-11-24T10:00:00.000Z',
  upcomingSlots: 0,
};
const detail = (product: BackofficeProduct, history: ProductDetailResponse['history'] = []): ProductDetailResponse => ({
  product,
  history,
  merchants: MERCHANTS,
});
const list = { products: [], merchants: MERCHANTS };

/** The input of a cell of the bands table, by its accessible name. */
const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new product', () => {
  it('creates a lift pass with an age-band days table, showing the prices it will charge', async () => {
    const { calls } = fakeFetch((method, _url, body) => {
      if (method === 'POST') return { status: 201, body: detail({ ...lift, ...(body as object), merchant: MERCHANTS[1]!, version: 1 }) };
      return { body: list };
    });
    renderInApp(<ProductScreen productKey="new" />, { url: '/admin/catalogue/new' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: ce.catNewTitle })).toBeTruthy();
    await screen.findByLabelText(ce.catRule);
    // A lift pass by default: priced by age and days, two bands, three days.
    expect((screen.getByLabelText(ce.catRule) as HTMLSelectElement).value).toBe('daysTable');
    await user.type(screen.getByLabelText(ce.catNameFr), 'Forfait 3 jours');
    await user.type(screen.getByLabelText(ce.catNameEn), 'Three-day pass');
    expect((screen.getByLabelText(ce.catFieldKey) as HTMLInputElement).value).toBe('forfait-3-jours');
    await user.selectOptions(screen.getByLabelText(en.merchant), 'remontees');
    const prices: [string, number, string][] = [
      ['Child', 1, '30'],
      ['Child', 2, '55'],
      ['Child', 3, '80'],
      ['Adult', 1, '45'],
      ['Adult', 2, '85'],
      ['Adult', 3, '125.50'],
    ];
    for (const [band, days, euros] of prices) await user.type(cell(ce.catDayCell(band, days)), euros);

    // The preview: the shared rule's prices for one participant of each band.
    const preview = screen.getByRole('table', { name: ce.catPreviewCaption });
    const adult = within(preview).getByRole('row', { name: /^Adult \(13 and over\)/ });
    expect(
      within(adult)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€45.00', '€85.00', '€125.50']);
    const child = within(preview).getByRole('row', { name: /^Child \(up to 12\)/ });
    expect(
      within(child)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€30.00', '€55.00', '€80.00']);

    await user.click(screen.getByRole('button', { name: ce.catCreate }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/products');
    expect(post?.body).toEqual({
      key: 'forfait-3-jours',
      type: 'LIFT',
      merchant: 'remontees',
      name: { fr: 'Forfait 3 jours', en: 'Three-day pass' },
      description: { fr: '', en: '' },
      dated: false,
      hidden: false,
      attributes: { needsStartDate: true },
      pricing: {
        rule: 'daysTable',
        bands: [
          { label: { fr: 'Enfant', en: 'Child' }, maxAge: 12, cents: [3000, 5500, 8000] },
          { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: [4500, 8500, 12550] },
        ],
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/catalogue/forfait-3-jours'));
  });

  it('says what is wrong next to each field, in French, and sends nothing', async () => {
    const { calls } = fakeFetch(() => ({ body: list }));
    renderInApp(<ProductScreen productKey="new" />, { lang: 'fr', url: '/admin/catalogue/new' });
    const user = userEvent.setup();
    await screen.findByLabelText(cf.catRule);
    await user.type(cell(cf.catDayCell('Enfant', 1)), '-5');
    await user.type(cell(cf.catDayCell('Enfant', 2)), 'douze');
    await user.type(cell(cf.catDayCell('Adulte', 1)), '20000');
    // The adults' band starts inside the children's.
    const adultMin = screen.getByLabelText(cf.catCell(cf.catMinAge, cf.catBand(2))) as HTMLInputElement;
    await user.clear(adultMin);
    await user.type(adultMin, '10');
    await user.click(screen.getByRole('button', { name: cf.catCreate }));

    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(cf.catFixErrors);
    expect(errorOf(screen.getByLabelText(cf.catNameFr))).toBe(fr.fieldRequired);
    expect(errorOf(screen.getByLabelText(fr.merchant))).toBe(cf.catErrChooseMerchant);
    expect(errorOf(cell(cf.catDayCell('Enfant', 1)))).toBe(cf.catErrNegative);
    expect(errorOf(cell(cf.catDayCell('Enfant', 2)))).toBe(cf.catErrEuros);
    expect(errorOf(cell(cf.catDayCell('Adulte', 1)))).toBe(cf.catErrTooDear(formatters('fr').money(1_000_000)));
    expect(errorOf(adultMin)).toBe(cf.catErrPricing.bandsOverlap);
    expect(adultMin.getAttribute('aria-invalid')).toBe('true');
    // The table of prices waits for a valid pricing.
    expect(screen.getByText(cf.catPreviewIncomplete)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("puts the platform's refusal on the field it names: a key already taken", async () => {
    fakeFetch((method) =>
      method === 'POST'
        ? { status: 409, body: { error: { message: 'body.key: "x" is already the key', field: 'body.key', code: 'exists' } } }
        : { body: list },
    );
    renderInApp(<ProductScreen productKey="new" />, { url: '/admin/catalogue/new' });
    const user = userEvent.setup();
    await screen.findByLabelText(ce.catRule);
    await user.selectOptions(screen.getByLabelText(en.productType), 'GENERIC_LINE');
    expect((screen.getByLabelText(ce.catRule) as HTMLSelectElement).value).toBe('flat');
    await user.type(screen.getByLabelText(ce.catNameFr), 'Photos');
    await user.type(screen.getByLabelText(ce.catNameEn), 'Photos');
    await user.selectOptions(screen.getByLabelText(en.merchant), 'ecole');
    await user.type(screen.getByLabelText(ce.catFlatPrice), '15');
    await user.click(screen.getByRole('button', { name: ce.catCreate }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(ce.catFieldKey))).toContain(ce.catErrKeyTaken));
  });

  it('adds a family discount and shows what a family pays', async () => {
    fakeFetch(() => ({ body: list }));
    renderInApp(<ProductScreen productKey="new" />, { url: '/admin/catalogue/new' });
    const user = userEvent.setup();
    await screen.findByLabelText(ce.catRule);
    await user.selectOptions(screen.getByLabelText(ce.catRule), 'ageBands');
    await user.type(cell(ce.catPriceCell('Child')), '100');
    await user.type(cell(ce.catPriceCell('Adult')), '200');
    await user.click(screen.getByRole('checkbox', { name: ce.catFamily }));
    const percent = screen.getByLabelText(ce.catPercent);
    await user.clear(percent);
    await user.type(percent, '10');
    // Three adults: the third place 10 % off.
    expect(screen.getByText(ce.catFamilyExample(3, 'Adult (13 and over)', '€600.00', '€580.00'))).toBeTruthy();
  });
});

describe('an existing product', () => {
  const history: ProductDetailResponse['history'] = [
    {
      version: 2,
      action: 'edit',
      by: 'Accueil <accueil@val-neige.example>',
      at: '2026-11-24T10:00:00.000Z',
      changes: ['name.fr', 'pricing'],
      before: { name: { fr: 'Forfait', en: 'Val-Neige lift pass' }, pricing: { rule: 'daysTable', bands: [{ cents: [2000] }] } },
      after: { name: lift.name, pricing: lift.pricing },
    },
    {
      version: 1,
      action: 'create',
      by: 'Accueil <accueil@val-neige.example>',
      at: '2026-11-20T10:00:00.000Z',
      changes: [],
      before: null,
      after: {},
    },
  ];

  it('shows its prices, its history, and saves a change from the version it was read at', async () => {
    const { calls } = fakeFetch((method, _url, body) =>
      method === 'PUT' ? { body: detail({ ...lift, version: 3, ...(body as object) }, history) } : { body: detail(lift, history) },
    );
    renderInApp(<ProductScreen productKey="forfait-val-neige" />, { url: '/admin/catalogue/forfait-val-neige' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: ce.catEditTitle('Val-Neige lift pass') })).toBeTruthy();
    expect(cell(ce.catDayCell('Adult', 3)).value).toBe('125');
    const historyTable = screen.getByRole('region', { name: en.tableScroll(ce.catSectionHistory) });
    expect(within(historyTable).getByText(/Name \(French\), Pricing/)).toBeTruthy();
    expect(within(historyTable).getByText(ce.catFromPriceChange('€20.00', '€30.00'))).toBeTruthy();

    await user.clear(cell(ce.catDayCell('Adult', 3)));
    await user.type(cell(ce.catDayCell('Adult', 3)), '130');
    await user.click(screen.getByRole('button', { name: ce.catSave }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/products/forfait-val-neige');
    expect(put?.body).toMatchObject({ baseVersion: 2, merchant: 'remontees', attributes: { needsStartDate: true, maxDays: 3 } });
    const sent = put?.body as { pricing: { bands: { cents: number[] }[] } };
    expect(sent.pricing.bands[1]?.cents).toEqual([4500, 8500, 13000]);
    expect(await screen.findByText(ce.catSaved(3))).toBeTruthy();
  });

  it('says someone else saved it meanwhile and offers to reload it', async () => {
    fakeFetch((method) =>
      method === 'PUT'
        ? {
            status: 409,
            body: {
              error: { message: 'body.baseVersion: changed since you opened it (version 3)', field: 'body.baseVersion', code: 'conflict' },
            },
          }
        : { body: detail(lift, history) },
    );
    renderInApp(<ProductScreen productKey="forfait-val-neige" />, { lang: 'fr', url: '/admin/catalogue/forfait-val-neige' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: cf.catEditTitle('Forfait Val-Neige') });
    await user.click(screen.getByRole('button', { name: cf.catSave }));
    expect(await screen.findByText(cf.catConflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: cf.catReload })).toBeTruthy();
  });

  it('hides it from visitors', async () => {
    const { calls } = fakeFetch((method, _url, body) =>
      method === 'PUT' ? { body: detail({ ...lift, hidden: (body as { hidden: boolean }).hidden, version: 3 }) } : { body: detail(lift) },
    );
    renderInApp(<ProductScreen productKey="forfait-val-neige" />, { url: '/admin/catalogue/forfait-val-neige' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: ce.catHide }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hidden: true, baseVersion: 2 }));
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/backoffice/sites/val-neige/products/forfait-val-neige/hidden');
    expect(await screen.findByRole('button', { name: ce.catShow })).toBeTruthy();
    expect(screen.getByText(ce.catHiddenNotice)).toBeTruthy();
  });

  it.each([
    ['fr', cf, 'Cours snowboard', 'Créer des créneaux'],
    ['en', ce, 'Snowboard lesson', 'Create slots'],
  ] as const)('of a new dated product (%s) leads to its slots, to create them', async (lang, t, name, create) => {
    const lesson: BackofficeProduct = {
      ...lift,
      key: 'cours-snowboard',
      type: 'ESF',
      merchant: MERCHANTS[0]!,
      name: { fr: 'Cours snowboard', en: 'Snowboard lesson' },
      dated: true,
      attributes: { durationDays: 5, times: '14:00–16:30' },
      pricing: { rule: 'ageBands', bands: [{ cents: 19900 }] },
      upcomingSlots: 0,
    };
    fakeFetch(() => ({ body: detail(lesson) }));
    renderInApp(<ProductScreen productKey="cours-snowboard" />, { lang, url: '/admin/catalogue/cours-snowboard' });
    expect(await screen.findByRole('heading', { level: 1, name: t.catEditTitle(name) })).toBeTruthy();
    expect(screen.getByText(new RegExp(t.catUpcoming(0)))).toBeTruthy();
    const link = screen.getByRole('link', { name: create });
    // The product's slots page, the product chosen: its generator starts from the product's days and times.
    expect(link.getAttribute('href')).toBe('/admin/season/products/cours-snowboard');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/admin/season/products/cours-snowboard');
  });

  it('of a product sold without slots offers none to create', async () => {
    fakeFetch(() => ({ body: detail(lift) }));
    renderInApp(<ProductScreen productKey="forfait-val-neige" />, { url: '/admin/catalogue/forfait-val-neige' });
    await screen.findByRole('heading', { level: 1, name: ce.catEditTitle('Val-Neige lift pass') });
    expect(screen.queryByRole('link', { name: ce.catCreateSlots })).toBeNull();
  });
});
