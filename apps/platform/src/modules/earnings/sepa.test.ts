import { ibanValid } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { sepaText, sepaXml } from './sepa';

describe('the SEPA transfer file (pain.001.001.03)', () => {
  const file = sepaXml({
    messageId: 'E20270104T20270110',
    createdAt: '2027-01-11T08:00:00',
    executionDate: '2027-01-12',
    payer: { name: 'École Val-Neige & Cie', iban: 'GB82WEST12345698765432', bic: 'BNPAFRPPXXX' },
    transfers: [
      {
        endToEndId: 'E20270104-1',
        name: 'Anna Müller',
        iban: 'FR7630006000011234567890189',
        bic: null,
        cents: 19_205,
        remittance: 'Cours',
      },
      {
        endToEndId: 'E20270104-2',
        name: 'Bruno <Earn>',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        cents: 5,
        remittance: 'Cours',
      },
    ],
  });

  it('counts the transfers and sums them, in the header and the payment', () => {
    expect([...file.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['2', '2']);
    expect([...file.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual(['192.10', '192.10']);
    expect(file).toContain('<InstdAmt Ccy="EUR">0.05</InstdAmt>');
  });

  it('writes names in the SEPA character set, escaped, and the agents it knows', () => {
    expect(file).toContain('<Nm>Ecole Val-Neige Cie</Nm>');
    expect(file).toContain('<Nm>Anna Muller</Nm>');
    expect(file).toContain('<Nm>Bruno Earn</Nm>');
    expect(file).toContain('<DbtrAgt><FinInstnId><BIC>BNPAFRPPXXX</BIC></FinInstnId></DbtrAgt>');
    expect(file).toContain('<CdtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></CdtrAgt>');
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
  });

  it('takes an IBAN whose check digits are right, and refuses one a digit off', () => {
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(ibanValid('FR76')).toBe(false);
  });
});
