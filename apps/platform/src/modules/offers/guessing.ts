import { type CartCodeRequest, ErrorCode } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { HttpError } from '../../lib/errors';
import { recordFailure, retryAfter } from '../auth';

/**
 * Codes that do not exist, counted per visitor address and per cart (issue 29, F3): promo codes are short
 * words and gift codes are read aloud, so guessing must stay slow. Over the limit in the window (the login
 * one, 15 minutes), every code entered there is refused with a 429 saying how long to wait.
 */
const CODE_GUESSES = { perAddress: 10, perCart: 10 };

const addressKey = (address: string) => `code-ip:${address}`;
const cartKey = (cartId: string) => `code-cart:${cartId}`;

class CodeGuessLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `body.code: too many codes that do not exist: try again in ${Math.ceil(retryAfterSeconds / 60)} min`,
      'body.code',
      ErrorCode.RateLimited,
    );
  }
}

/** Enters a code through `apply`, refused at once over either limit; a code that does not exist counts against both. */
export async function withCodeGuessLimit<T>(db: Db, address: string, body: CartCodeRequest, apply: () => Promise<T>): Promise<T> {
  const now = new Date();
  const wait = Math.max(
    await retryAfter(db, addressKey(address), CODE_GUESSES.perAddress, now),
    await retryAfter(db, cartKey(body.cartId), CODE_GUESSES.perCart, now),
  );
  if (wait > 0) throw new CodeGuessLimited(wait);
  try {
    return await apply();
  } catch (err) {
    // Only unknown codes are guesses: an expired or used-up code is a real one, its refusal says so.
    if (err instanceof HttpError && err.code === ErrorCode.OfferUnknown) {
      await recordFailure(db, [addressKey(address), cartKey(body.cartId)], now);
    }
    throw err;
  }
}
