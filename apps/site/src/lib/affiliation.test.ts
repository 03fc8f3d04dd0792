import type { LocalKeys, SessionKeys } from '@schuss/contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { clearReferrals, fromQuery, handleArrival, validBusinessProvider, validGescoReferral } from './affiliation';
import { memoryStorage as fakeStorage, typedStorage } from './storage';

const NOW = Date.parse('2027-01-10T10:00:00Z');
const DAY = 24 * 3600 * 1000;

function deps() {
  const localArea = fakeStorage();
  const sessionArea = fakeStorage();
  const report = { affiliation: vi.fn(), paymentLink: vi.fn() };
  return {
    localArea,
    sessionArea,
    report,
    local: typedStorage<LocalKeys>(() => localArea),
    session: typedStorage<SessionKeys>(() => sessionArea),
  };
}

describe('affiliation rules (docs/spec.md §5)', () => {
  it('keeps values for 30 days', () => {
    expect(fromQuery(new URLSearchParams('hoteId=1234&gescoReferral=MAIL'), NOW)).toEqual({
      businessProvider: { id: '1234', exp: NOW + 30 * DAY },
      gescoReferral: { type: 'MAIL', exp: NOW + 30 * DAY },
    });
  });

  it('ignores -1, empty values and expired ones', () => {
    expect(fromQuery(new URLSearchParams('hoteId=-1&gescoReferral=-1'), NOW)).toEqual({});
    expect(fromQuery(new URLSearchParams('hoteId=&gescoReferral='), NOW)).toEqual({});
    const { local } = deps();
    local.set('businessProvider', { id: '12', exp: NOW + 1 });
    expect(validBusinessProvider(NOW, local)).toBe('12');
    // Gone at the instant it expires.
    local.set('businessProvider', { id: '12', exp: NOW });
    expect(validBusinessProvider(NOW, local)).toBeNull();
    local.set('gescoReferral', { type: ' ', exp: NOW + DAY });
    expect(validGescoReferral(NOW, local)).toBeNull();
  });

  it('reads only valid stored values', () => {
    const { local } = deps();
    expect(validBusinessProvider(NOW, local)).toBeNull();
    local.set('businessProvider', { id: '77', exp: NOW + DAY });
    expect(validBusinessProvider(NOW, local)).toBe('77');
    expect(validBusinessProvider(NOW + 2 * DAY, local)).toBeNull();
    local.set('businessProvider', { id: '-1', exp: NOW + DAY });
    expect(validBusinessProvider(NOW, local)).toBeNull();
    local.set('gescoReferral', { type: 'SMS', exp: NOW + DAY });
    expect(validGescoReferral(NOW, local)).toBe('SMS');
    clearReferrals(local);
    expect(local.get('gescoReferral')).toBeNull();
  });
});

describe('arrival handling', () => {
  it('records ?hoteId and reports Affiliation once per session', () => {
    const d = deps();
    expect(handleArrival('?hoteId=1234', NOW, d)).toEqual({ affiliation: '1234', paymentLink: null });
    expect(d.local.get('businessProvider')).toEqual({ id: '1234', exp: NOW + 30 * DAY });
    expect(d.session.get('businessProviderChecked')).toBe(true);
    // Next page of the same session: not again, even with the parameter.
    expect(handleArrival('?hoteId=1234', NOW + 1000, d)).toEqual({ affiliation: null, paymentLink: null });
    handleArrival('', NOW + 2000, d);
    expect(d.report.affiliation).toHaveBeenCalledTimes(1);
    expect(d.report.affiliation).toHaveBeenCalledWith('1234');
  });

  it('reports a stored valid value in a new session', () => {
    const d = deps();
    handleArrival('?hoteId=55', NOW, d);
    d.sessionArea.data.clear();
    handleArrival('', NOW + DAY, d);
    expect(d.report.affiliation).toHaveBeenCalledTimes(2);
  });

  it('records ?gescoReferral and reports "MseM: Payment link" once per session', () => {
    const d = deps();
    handleArrival('?gescoReferral=EMAIL', NOW, d);
    handleArrival('?gescoReferral=EMAIL', NOW, d);
    expect(d.local.get('gescoReferral')).toEqual({ type: 'EMAIL', exp: NOW + 30 * DAY });
    expect(d.session.get('gescoReferralChecked')).toBe(true);
    expect(d.report.paymentLink).toHaveBeenCalledTimes(1);
    expect(d.report.paymentLink).toHaveBeenCalledWith('EMAIL');
  });

  it('stores nothing and reports nothing for -1', () => {
    const d = deps();
    handleArrival('?hoteId=-1&gescoReferral=-1', NOW, d);
    expect(d.localArea.data.size).toBe(0);
    expect(d.sessionArea.data.size).toBe(0);
    expect(d.report.affiliation).not.toHaveBeenCalled();
    expect(d.report.paymentLink).not.toHaveBeenCalled();
  });

  it('drops expired stored values without reporting them', () => {
    const d = deps();
    d.local.set('businessProvider', { id: '9', exp: NOW - 1 });
    d.local.set('gescoReferral', { type: 'SMS', exp: NOW - 1 });
    handleArrival('', NOW, d);
    expect(d.local.get('businessProvider')).toBeNull();
    expect(d.local.get('gescoReferral')).toBeNull();
    expect(d.report.affiliation).not.toHaveBeenCalled();
  });
});
