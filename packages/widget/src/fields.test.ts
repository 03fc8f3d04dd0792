import { Participant } from '@schuss/contracts';
import { LEVEL_MAX, MEASURES, NAME_MAX } from '@schuss/contracts/rules';
import { describe, expect, it } from 'vitest';
import { clampDate, dayChoice, extraFields, firstErrorId, participantPayload, siblingUrl, validateParticipant } from './logic';
import { formTranslator } from './product/texts';

const rule = { on: '2026-12-20', today: '2026-11-22', fields: ['height', 'weight', 'shoeSize'] as const };
const ok = { firstName: 'Léa', lastName: 'Martin', birthDate: '1990-03-10', height: '172', weight: '64', shoeSize: '38,5' };

describe('participant fields of a product', () => {
  it('reads the fields a product asks for, in form order, ignoring unknown ones', () => {
    expect(extraFields({ participantFields: ['shoeSize', 'height', 'weight', 'x'] })).toEqual(['height', 'weight', 'shoeSize']);
    expect(extraFields({ participantFields: ['level'] })).toEqual(['level']);
    expect(extraFields({})).toEqual([]);
  });
  it('requires the rental measures and checks them with the limits of the Participant schema', () => {
    expect(validateParticipant(ok, rule)).toEqual({});
    expect(validateParticipant({ ...ok, height: '', weight: ' ', shoeSize: undefined }, rule)).toEqual({
      height: { key: 'required' },
      weight: { key: 'required' },
      shoeSize: { key: 'required' },
    });
    expect(validateParticipant({ ...ok, height: '49', weight: '251', shoeSize: '53' }, rule)).toEqual({
      height: { key: 'range', min: 50, max: 250 },
      weight: { key: 'range', min: 10, max: 250 },
      shoeSize: { key: 'range', min: 15, max: 52 },
    });
    expect(validateParticipant({ ...ok, height: '172.5', weight: 'abc', shoeSize: '42.5' }, rule)).toEqual({
      height: { key: 'notWhole' },
      weight: { key: 'notNumber' },
    });
  });
  it('agrees with the zod Participant schema at and around every limit', () => {
    for (const [field, m] of Object.entries(MEASURES) as [keyof typeof MEASURES, (typeof MEASURES)[keyof typeof MEASURES]][]) {
      for (const v of [m.min - 1, m.min - 0.5, m.min, m.min + 0.5, m.max - 0.5, m.max, m.max + 0.5, m.max + 1]) {
        const input = { ...ok, [field]: String(v) };
        const mine = Object.keys(validateParticipant(input, rule)).length === 0;
        const zod = Participant.safeParse(participantPayload(input, rule.fields)).success;
        expect(mine, `${field}=${v}`).toBe(zod);
      }
    }
  });
  it('agrees with the zod Participant schema at the names’ and the level’s limits', () => {
    const withLevel = { ...rule, fields: ['level'] as const };
    const skier = { ...ok, level: '2e-etoile' };
    for (const input of [
      { ...skier, firstName: 'x'.repeat(NAME_MAX) },
      { ...skier, firstName: 'x'.repeat(NAME_MAX + 1) },
      { ...skier, lastName: ` ${'x'.repeat(NAME_MAX)} ` },
      { ...skier, lastName: ` ${'x'.repeat(NAME_MAX + 1)} ` },
      { ...skier, level: 'x'.repeat(LEVEL_MAX) },
      { ...skier, level: 'x'.repeat(LEVEL_MAX + 1) },
    ]) {
      const mine = Object.keys(validateParticipant(input, withLevel)).length === 0;
      const zod = Participant.safeParse(participantPayload(input, withLevel.fields)).success;
      expect(mine, JSON.stringify(input).slice(0, 60)).toBe(zod);
    }
  });
  it('wants a level key from the product list where the product asks for one', () => {
    const levels = { ...rule, fields: ['level'] as const, levels: ['flocon', '2e-etoile'] };
    expect(validateParticipant({ ...ok, level: '' }, levels).level).toEqual({ key: 'required' });
    expect(validateParticipant({ ...ok, level: 'expert' }, levels).level).toEqual({ key: 'notLevel' });
    // A level's name is not its key.
    expect(validateParticipant({ ...ok, level: '2e Étoile' }, levels).level).toEqual({ key: 'notLevel' });
    expect(validateParticipant({ ...ok, level: '2e-etoile' }, levels)).toEqual({});
  });
  it('sends numbers (a French decimal comma accepted) and only the asked fields', () => {
    expect(participantPayload(ok, rule.fields)).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      birthDate: '1990-03-10',
      height: 172,
      weight: 64,
      shoeSize: 38.5,
    });
    expect(participantPayload({ ...ok, level: '2e-etoile' }, ['level'])).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      birthDate: '1990-03-10',
      level: '2e-etoile',
    });
  });
  it('focuses the first field in error, extra fields after the names, and says it in French and English', () => {
    expect(firstErrorId([{}, { shoeSize: { key: 'required' }, height: { key: 'required' } }], 'f')).toBe('f-p1-height');
    expect(formTranslator('fr')('error.range', { min: 50, max: 250, unit: 'cm' })).toBe('Indiquez une valeur entre 50 et 250 cm.');
    expect(formTranslator('fr')('error.range', { min: 15, max: 52, unit: '' })).toBe('Indiquez une valeur entre 15 et 52.');
    expect(formTranslator('en')('error.notWhole')).toBe('Enter a whole number.');
    expect(formTranslator('en')('shoeSize')).toBe('Shoe size (EU)');
    expect(formTranslator('fr')('error.notLevel')).toBe('Choisissez un niveau de la liste.');
    expect(formTranslator('en')('error.notLevel')).toBe('Choose a level from the list.');
  });
});

describe('start date and number of days', () => {
  it('defaults to the stay: its first day and its length, at most the product maximum', () => {
    expect(dayChoice({ from: '2026-12-19', to: '2026-12-26' }, '2026-11-22', 14)).toEqual({
      min: '2026-12-19',
      max: '2026-12-26',
      start: '2026-12-19',
      days: 7,
    });
    expect(dayChoice({ from: '2026-12-19', to: '2027-01-09' }, '2026-11-22', 14).days).toBe(14);
    expect(dayChoice({ from: '2026-12-19', to: '2026-12-19' }, '2026-11-22', 14).days).toBe(1);
  });
  it('never starts in the past', () => {
    expect(dayChoice({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-22', 14)).toMatchObject({ min: '2026-11-22', start: '2026-11-22' });
    expect(dayChoice({ from: '2026-11-01', to: '2026-11-05' }, '2026-11-22', 14)).toMatchObject({ min: '2026-11-22', max: '2026-11-22' });
  });
  it('keeps a typed date inside the bounds', () => {
    expect(clampDate('2026-12-21', '2026-12-19', '2026-12-26')).toBe('2026-12-21');
    expect(clampDate('2026-12-01', '2026-12-19', '2026-12-26')).toBe('2026-12-19');
    expect(clampDate('2027-01-01', '2026-12-19', '2026-12-26')).toBe('2026-12-26');
    expect(clampDate('', '2026-12-19', '2026-12-26')).toBe('2026-12-19');
  });
});

describe('second file URL', () => {
  it('sits next to the main file, else under the platform', () => {
    expect(siblingUrl('https://cdn.example/static/js/widget-msem.js', 'http://p', 'widget-msem-checkout.js?v=1')).toBe(
      'https://cdn.example/static/js/widget-msem-checkout.js?v=1',
    );
    expect(siblingUrl('http://p:4000/static/js/widget-msem.js?x=2', 'http://p', 'c.js')).toBe('http://p:4000/static/js/c.js');
    expect(siblingUrl(undefined, 'http://p:4000/', 'c.js')).toBe('http://p:4000/static/js/c.js');
    expect(siblingUrl('http://other/app.js', 'http://p:4000', 'c.js')).toBe('http://p:4000/static/js/c.js');
  });
});
