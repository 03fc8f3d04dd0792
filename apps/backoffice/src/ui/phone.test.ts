import { describe, expect, it } from 'vitest';
import { isPhoneWidth, PHONE_MAX_WIDTH, PHONE_QUERY } from './phone';

describe('a phone’s width', () => {
  it('is up to 480 px (320 and 375 are phones, a 481 px window or a tablet is not), the same as the stylesheet’s query', () => {
    expect(isPhoneWidth(320)).toBe(true);
    expect(isPhoneWidth(375)).toBe(true);
    expect(isPhoneWidth(480)).toBe(true);
    expect(isPhoneWidth(481)).toBe(false);
    expect(isPhoneWidth(768)).toBe(false);
    expect(PHONE_MAX_WIDTH).toBe(480);
    expect(PHONE_QUERY).toBe('(max-width: 480px)');
  });
});
