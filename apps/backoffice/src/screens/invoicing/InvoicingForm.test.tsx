// @vitest-environment happy-dom
import type { InvoicingSettingsView } from '@schuss/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicingTexts } from '../../i18n/invoicing';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { InvoicingForm } from './InvoicingForm';

const YEAR = new Date().getFullYear();
const PATH = '/api/backoffice/sites/val-neige/invoicing';

const VAT = {
  ESF: { rateBp: 0, exemption: 'TVA non applicable, art. 261-4-4° b du CGI' },
  ESF_CUSTOM: { rateBp: 0, exemption: 'TVA non applicable, art. 261-4-4° b du CGI' },
  LIFT: { rateBp: 550 },
  SKI_RENTAL: { rateBp: 2000 },
  HOT: { rateBp: 1000 },
  STAY_TAX: { rateBp: 0, exemption: 'Taxe de séjour, hors champ de la TVA' },
  STAND: { rateBp: 2000 },
  TRANSFER: { rateBp: 1000 },
  GENERIC_LINE: { rateBp: 2000 },
  ASSU: { rateBp: 0, exemption: 'Exonération de TVA, art. 261 C du CGI' },
  FFS: { rateBp: 0, exemption: 'Hors champ de la TVA (licence fédérale)' },
};

const view = (over: Partial<InvoicingSettingsView['settings']> = {}): InvoicingSettingsView => ({
  settings: {
    enabled: true,
    legalName: 'École de ski Val-Neige SARL',
    address: '12 place des Moniteurs\n73000 Val-Neige\nFrance',
    siren: '732829320',
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    numberPrefix: 'VN',
    legalMentions: 'SARL au capital de 10 000 €',
    attachToConfirmation: false,
    vat: VAT,
    ...over,
  },
  issued: { invoices: 12, creditNotes: 3 },
  updatedAt: '2026-11-24T10:00:00.000Z',
  updatedBy: 'Admin Val-Neige',
});

/** The body the form would send for `view()` unchanged. */
const BODY = { ...view().settings };

describe('the invoicing settings form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the settings as saved, what was issued and who saved last, in French', () => {
    fakeFetch(() => ({ status: 500 }));
    renderInApp(<InvoicingForm view={view()} />, { lang: 'fr' });
    const t = invoicingTexts.fr;
    expect((screen.getByRole('checkbox', { name: t.enabled }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(t.legalName) as HTMLInputElement).value).toBe('École de ski Val-Neige SARL');
    expect((screen.getByRole('textbox', { name: t.address }) as HTMLTextAreaElement).value).toBe(BODY.address);
    expect((screen.getByLabelText(t.siren) as HTMLInputElement).value).toBe('732829320');
    expect((screen.getByLabelText(t.siret) as HTMLInputElement).value).toBe('73282932000074');
    expect((screen.getByLabelText(t.vatNumber) as HTMLInputElement).value).toBe('FR44732829320');
    expect((screen.getByLabelText(t.legalMentions) as HTMLTextAreaElement).value).toBe('SARL au capital de 10 000 €');
    expect((screen.getByRole('checkbox', { name: t.attach }) as HTMLInputElement).checked).toBe(false);
    const prefix = screen.getByLabelText(t.numberPrefix) as HTMLInputElement;
    expect(prefix.value).toBe('VN');
    expect(prefix.getAttribute('aria-describedby')).toMatch(/numberPrefix-hint/);
    expect(screen.getByText(new RegExp(`Exemple : VN-F-${YEAR}-000001 \\(facture\\), VN-A-${YEAR}-000001 \\(avoir\\)`))).toBeTruthy();
    expect(screen.getByText('12 factures et 3 avoirs émis à ce jour.')).toBeTruthy();
    expect(screen.getByText(/^Enregistré le 24\/11\/2026 11:00 par Admin Val-Neige\.$/)).toBeTruthy();
    // The VAT of each of the 11 product types, exempt ones with their mention.
    expect(screen.getAllByRole('combobox')).toHaveLength(11);
    expect((screen.getByRole('combobox', { name: 'Taux de TVA : Forfaits' }) as HTMLSelectElement).value).toBe('550');
    expect((screen.getByRole('combobox', { name: 'Taux de TVA : Cours collectifs' }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('textbox', { name: 'Mention d’exonération : Cours collectifs' }) as HTMLInputElement).value).toBe(
      VAT.ESF.exemption,
    );
    expect(screen.queryByRole('textbox', { name: 'Mention d’exonération : Forfaits' })).toBeNull();
    const options = screen
      .getAllByRole('option', { hidden: true })
      .slice(0, 5)
      .map((o) => o.textContent?.replace(/\s/g, ' '));
    expect(options).toEqual(['0 %', '2,1 %', '5,5 %', '10 %', '20 %'].map((o) => o.replace(/\s/g, ' ')));
  });

  it('refuses to save with invoicing on and no SIREN: the error on the SIREN field, in French; nothing is sent', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(<InvoicingForm view={view({ enabled: false })} />, { lang: 'fr' });
    const t = invoicingTexts.fr;
    await userEvent.click(screen.getByRole('checkbox', { name: t.enabled }));
    const siren = screen.getByLabelText(t.siren);
    expect(siren.getAttribute('aria-required')).toBe('true');
    await userEvent.clear(siren);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText('Obligatoire pour émettre des factures.')).toBeTruthy();
    expect(siren.getAttribute('aria-invalid')).toBe('true');
    const errorId = siren
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((i) => i.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Obligatoire pour émettre des factures.');
    expect(document.activeElement).toBe(siren);
    expect(screen.getByRole('alert').textContent).toBe('1 champ à corriger.');
    expect(calls).toHaveLength(0);
  });

  it('says a SIREN that is not one, and a SIRET of another company, in English', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(<InvoicingForm view={view()} />);
    const t = invoicingTexts.en;
    const siren = screen.getByLabelText(t.siren);
    await userEvent.clear(siren);
    await userEvent.type(siren, '123456789');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.sirenInvalid)).toBeTruthy();
    await userEvent.clear(siren);
    await userEvent.type(siren, '552 100 554');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.siretNotSiren)).toBeTruthy();
    expect(screen.getByText(t.vatNumberNotSiren)).toBeTruthy();
    expect(screen.queryByText(t.sirenInvalid)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('puts the platform’s refusal of the prefix on its field, in the staff’s language', async () => {
    const { calls } = fakeFetch(() => ({
      status: 400,
      body: {
        error: {
          message: 'body.numberPrefix: documents were issued this year under VN; the prefix can change from next year',
          field: 'body.numberPrefix',
          code: 'invalid_input',
        },
      },
    }));
    renderInApp(<InvoicingForm view={view()} />, { lang: 'fr' });
    const t = invoicingTexts.fr;
    const prefix = screen.getByLabelText(t.numberPrefix);
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'ar');
    expect(screen.getByText(new RegExp(`Exemple : AR-F-${YEAR}-000001`))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.prefixLocked('VN'))).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ numberPrefix: 'AR' });
    expect(prefix.getAttribute('aria-invalid')).toBe('true');
    expect(prefix.getAttribute('aria-describedby')).toMatch(/numberPrefix-error/);
    await waitFor(() => expect(document.activeElement).toBe(prefix));
  });

  it('puts a refusal of an exemption on its field, said in French', async () => {
    fakeFetch(() => ({
      status: 400,
      body: {
        error: {
          message: 'body.vat.ESF.exemption: an exempt product type needs the legal mention of its exemption',
          field: 'body.vat.ESF.exemption',
          code: 'invalid_input',
        },
      },
    }));
    renderInApp(<InvoicingForm view={view()} />, { lang: 'fr' });
    const t = invoicingTexts.fr;
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    const mention = screen.getByRole('textbox', { name: 'Mention d’exonération : Cours collectifs' });
    await waitFor(() => expect(mention.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(t.exemptionRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('1 champ à corriger.');
  });

  it('saves what the admin typed, and says so', async () => {
    const { calls } = fakeFetch((method, _url, body) =>
      method === 'PUT'
        ? { body: { ...view(), settings: body, updatedAt: '2026-11-25T09:30:00.000Z', updatedBy: 'Admin Val-Neige' } }
        : { status: 404 },
    );
    renderInApp(<InvoicingForm view={view({ enabled: false, siren: '', siret: '', vatNumber: '' })} />);
    const t = invoicingTexts.en;
    await userEvent.click(screen.getByRole('checkbox', { name: t.enabled }));
    await userEvent.type(screen.getByLabelText(t.siren), '732 829 320');
    await userEvent.type(screen.getByLabelText(t.siret), '732 829 320 00074');
    await userEvent.type(screen.getByLabelText(t.vatNumber), 'fr44 732829320');
    await userEvent.click(screen.getByRole('checkbox', { name: t.attach }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'VAT rate: Lift passes' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.pathname).toBe(PATH);
    expect(calls[0]?.body).toEqual({ ...BODY, attachToConfirmation: true, vat: { ...VAT, LIFT: { rateBp: 1000 } } });
    expect(await screen.findByText(t.saved)).toBeTruthy();
  });

  it('asks for the exemption mention of a product type set to 0 %', async () => {
    const { calls } = fakeFetch((method, _url, body) => (method === 'PUT' ? { body: { ...view(), settings: body } } : { status: 404 }));
    renderInApp(<InvoicingForm view={view()} />);
    const t = invoicingTexts.en;
    expect(screen.queryByRole('textbox', { name: 'Exemption mention: Rental' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'VAT rate: Rental' }), '0');
    const mention = screen.getByRole('textbox', { name: 'Exemption mention: Rental' });
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.exemptionRequired)).toBeTruthy();
    expect(mention.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await userEvent.type(mention, 'Exonération de TVA, art. 261 D du CGI');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ vat: { SKI_RENTAL: { rateBp: 0, exemption: 'Exonération de TVA, art. 261 D du CGI' } } });
  });
});
