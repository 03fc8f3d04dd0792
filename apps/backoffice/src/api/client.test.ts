import { ApiCallError } from '@schuss/contracts/api';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { errorText } from './client';

describe('errors said to staff', () => {
  it('says a refused period in the staff’s language, not the platform’s English', () => {
    const err = new ApiCallError(400, 'query.to: must be on or after query.from', 'invalid_input', 'query.to');
    expect(errorText(err, fr)).toBe(fr.errorPeriod);
    expect(errorText(err, en)).toBe(en.errorPeriod);
  });
  it('says no answer, no access and unknown things in words of its own', () => {
    expect(errorText(new ApiCallError(0, 'Failed to fetch', 'network'), fr)).toBe(fr.errorNetwork);
    expect(errorText(new ApiCallError(403, 'Role', 'forbidden'), fr)).toBe(fr.errorForbidden);
    expect(errorText(new ApiCallError(404, 'x', 'not_found'), en)).toBe(en.errorNotFound);
  });
});
