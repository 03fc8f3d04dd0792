import { describe, expect, it } from 'vitest';
import { translate } from './index';
import { en, fr } from './messages';

describe('translation helper', () => {
  it('translates in French and English', () => {
    expect(translate('fr', 'nav.backToHome')).toBe("Retour à l'accueil");
    expect(translate('en', 'nav.backToHome')).toBe('Back to home');
  });

  it('renders a missing key between double question marks', () => {
    expect(translate('fr', 'nav.nothing')).toBe('??nav.nothing??');
    expect(translate('en', 'x')).toBe('??x??');
  });

  it('uses English for an unsupported language', () => {
    expect(translate('nl', 'nav.myCart')).toBe('My cart');
  });

  it('fills variables', () => {
    expect(translate('fr', 'nav.yourStayAt', { resort: 'Val-Neige' })).toBe('Votre séjour à Val-Neige');
  });

  it('has every French key in English and the interface strings of docs/spec.md §9', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const key of [
      'nav.backToHome',
      'nav.meetingPoints',
      'nav.showMap',
      'nav.yourStayAt',
      'nav.myCart',
      'nav.showSearch',
      'offers.seeAll',
      'offers.see',
      'offers.discover',
      'footer.securePayment',
      'footer.socialNetworks',
      'footer.findUs',
      'footer.websiteBy',
    ]) {
      expect(translate('fr', key)).not.toMatch(/^\?\?/);
    }
  });
});
