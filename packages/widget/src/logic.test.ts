import { LEVEL_MAX, NAME_MAX } from '@schuss/contracts/rules';
import { describe, expect, it } from 'vitest';
import { defaultStay, firstErrorId, hasErrors, parseStay, searchWindow, validateParticipant } from './logic';
import { formTranslator } from './product/texts';

describe('stay', () => {
  it('defaults to the next 7 days from today, or from the season start when later', () => {
    expect(defaultStay('2026-11-22', '2026-12-19')).toEqual({ from: '2026-12-19', to: '2026-12-26' });
    expect(defaultStay('2027-01-10', '2026-12-19')).toEqual({ from: '2027-01-10', to: '2027-01-17' });
    expect(defaultStay('2027-01-10')).toEqual({ from: '2027-01-10', to: '2027-01-17' });
  });
  it('reads the stored stay and rejects bad values', () => {
    expect(parseStay('{"from":"2026-12-20","to":"2026-12-27"}')).toEqual({ from: '2026-12-20', to: '2026-12-27' });
    expect(parseStay('{"from":"2026-12-27","to":"2026-12-20"}')).toBeNull();
    expect(parseStay('{"from":"2026-02-30","to":"2026-03-01"}')).toBeNull();
    expect(parseStay('nope')).toBeNull();
    expect(parseStay(null)).toBeNull();
  });
  it('searches slots starting during the stay, never in the past', () => {
    expect(searchWindow({ from: '2026-12-21', to: '2026-12-28' }, '2026-11-22')).toEqual({ from: '2026-12-21', to: '2027-01-04' });
    expect(searchWindow({ from: '2026-11-01', to: '2026-11-05' }, '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-29' });
  });
});

describe('participant validation', () => {
  const rule = { ageMin: 4, ageMax: 12, on: '2026-12-20', today: '2026-11-22' };
  const ok = { firstName: 'Léa', lastName: 'Martin', birthDate: '2019-03-10' };
  it('accepts a valid participant', () => {
    expect(validateParticipant(ok, rule)).toEqual({});
  });
  it('requires names (spaces only count as empty) and takes them up to the shared NAME_MAX characters', () => {
    const e = validateParticipant({ ...ok, firstName: '  ', lastName: 'x'.repeat(NAME_MAX + 1) }, rule);
    expect(e.firstName).toEqual({ key: 'required' });
    expect(e.lastName).toEqual({ key: 'tooLong', max: NAME_MAX });
    // Spaces around a name are not counted, as the platform trims them too.
    expect(validateParticipant({ ...ok, firstName: ` ${'x'.repeat(NAME_MAX)} ` }, rule)).toEqual({});
  });
  it('takes a declared level up to the shared LEVEL_MAX characters', () => {
    const levels = { ...rule, fields: ['level'] as const };
    expect(validateParticipant({ ...ok, level: 'x'.repeat(LEVEL_MAX) }, levels)).toEqual({});
    expect(validateParticipant({ ...ok, level: 'x'.repeat(LEVEL_MAX + 1) }, levels).level).toEqual({ key: 'tooLong', max: LEVEL_MAX });
  });
  it('wants a real birth date in the past', () => {
    expect(validateParticipant({ ...ok, birthDate: '' }, rule).birthDate?.key).toBe('required');
    expect(validateParticipant({ ...ok, birthDate: '2019-02-30' }, rule).birthDate?.key).toBe('invalidDate');
    expect(validateParticipant({ ...ok, birthDate: '2026-11-22' }, rule).birthDate?.key).toBe('futureDate');
    expect(validateParticipant({ ...ok, birthDate: '2030-01-01' }, rule).birthDate?.key).toBe('futureDate');
  });
  it('checks the age on the first day against the product range (bounds inclusive)', () => {
    expect(validateParticipant({ ...ok, birthDate: '2023-01-01' }, rule).birthDate).toEqual({ key: 'tooYoung', age: 4 });
    expect(validateParticipant({ ...ok, birthDate: '2022-12-20' }, rule)).toEqual({});
    expect(validateParticipant({ ...ok, birthDate: '2013-12-21' }, rule)).toEqual({});
    expect(validateParticipant({ ...ok, birthDate: '2013-12-20' }, rule).birthDate).toEqual({ key: 'tooOld', age: 12 });
  });
  it('gives messages in French and English and finds the first field in error', () => {
    const all = [{}, validateParticipant({ ...ok, lastName: '', birthDate: '2023-01-01' }, rule)];
    expect(hasErrors(all)).toBe(true);
    expect(hasErrors([{}, {}])).toBe(false);
    expect(firstErrorId(all, 'f')).toBe('f-p1-lastName');
    expect(formTranslator('fr')('error.tooYoung', { age: 4 })).toBe('Ce cours est ouvert à partir de 4 ans.');
    expect(formTranslator('en')('error.required')).toBe('This field is required.');
  });
});
