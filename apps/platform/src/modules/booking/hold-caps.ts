import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { ErrorCode } from '@schuss/contracts';
import { one, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';

/**
 * Places held at once, capped per visitor and per cart (issue 29, F5): a hold is free and lasts 20 minutes,
 * so without a cap one person could hold every place of a week's groups, renewing them, and nobody else
 * could book. What waits for payment is capped, not what is bought: places sold, a waiting list's offer
 * and checkout are never refused here.
 *
 * - per slot: the larger of `slotPlaces` and a quarter of the slot (a family, a club's group of 12);
 * - overall: `places`.
 *
 * The visitor is their network, not their exact address: an IPv6 visitor has a /64 of addresses to
 * choose from. It is stored as a keyed hash (`cart_lines.holder`), never the address itself.
 */
export type HoldCaps = { places: number; slotPlaces: number };
/** Who holds (the keyed hash of `holderOf`) and the caps that apply; routes pass them, direct calls (tests, jobs) may not. */
export type HoldLimits = { holder: string; caps: HoldCaps };

/** The caps of the platform's settings: HOLD_CAP_PLACES and HOLD_CAP_SLOT_PLACES (defaults 30 and 10). */
export const DEFAULT_HOLD_CAPS: HoldCaps = { places: 30, slotPlaces: 10 };

/** The part of an address that is one visitor: an IPv4 address, or the /64 prefix of an IPv6 one (an IPv4-mapped IPv6 is its IPv4). */
export function visitorNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The stored form of a visitor: a keyed hash of their network (`secret`: the platform's REVALIDATE_SECRET). */
export const holderOf = (address: string, secret: string) =>
  createHmac('sha256', secret)
    .update(`holder:${visitorNetwork(address)}`)
    .digest('base64url')
    .slice(0, 22);

/** The most a visitor or a cart may hold at once on a slot of `capacity` places. */
export const slotCap = (caps: HoldCaps, capacity: number) => Math.max(caps.slotPlaces, Math.ceil(capacity / 4));

/**
 * Refuses (409 `hold_limit`, in the visitor's language) `adding` more places held on the slot when the holder,
 * or the cart, would then hold more than a cap. In the caller's transaction, after the cart's lock (lines taken
 * out of the cart meanwhile are not counted twice): the holder's advisory lock makes two tabs or two carts of
 * one visitor count one after the other. Lock order: cart, holder, slot (places/service).
 */
export async function checkHoldCaps(
  tx: Tx,
  limits: HoldLimits,
  at: { cartRowId: number | undefined; slotId: number; capacity: number; adding: number; lang: string },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${limits.holder}`}))`);
  const held = await one<{ holder_slot: number; holder_all: number; cart_slot: number; cart_all: number }>(
    tx,
    sql`select coalesce(sum(quantity) filter (where holder = ${limits.holder} and slot_id = ${at.slotId}), 0)::int as holder_slot,
               coalesce(sum(quantity) filter (where holder = ${limits.holder}), 0)::int as holder_all,
               coalesce(sum(quantity) filter (where cart_id = ${at.cartRowId ?? -1} and slot_id = ${at.slotId}), 0)::int as cart_slot,
               coalesce(sum(quantity) filter (where cart_id = ${at.cartRowId ?? -1}), 0)::int as cart_all
          from cart_lines
         where hold_expires_at > now() and (holder = ${limits.holder} or cart_id = ${at.cartRowId ?? -1})`,
  );
  const onSlot = Math.max(held?.holder_slot ?? 0, held?.cart_slot ?? 0);
  const overall = Math.max(held?.holder_all ?? 0, held?.cart_all ?? 0);
  const perSlot = slotCap(limits.caps, at.capacity);
  if (onSlot + at.adding > perSlot) throw new HoldLimited(at.lang, perSlot, onSlot, true);
  if (overall + at.adding > limits.caps.places) throw new HoldLimited(at.lang, limits.caps.places, overall, false);
}

/** "1 place", "10 places": the same word in French and English. */
const places = (n: number) => `${n} place${n > 1 ? 's' : ''}`;

/** 409 `hold_limit`: the message is shown as it is by the widget, so it speaks the visitor's language. */
export class HoldLimited extends HttpError {
  constructor(lang: string, cap: number, held: number, onSlot: boolean) {
    const fr = lang === 'fr';
    const where = onSlot ? (fr ? ' sur cette date' : ' on this date') : '';
    const message = fr
      ? `Au plus ${places(cap)} peuvent attendre le paiement à la fois${where}, et votre panier en bloque déjà ${held}. ` +
        'Réglez votre panier, ou retirez-en une ligne, pour en ajouter d’autres.'
      : `At most ${places(cap)} can wait for payment at once${where}, and your cart already holds ${held}. ` +
        'Pay for your cart, or remove a line, to add more.';
    super(409, message, 'body.participants', ErrorCode.HoldLimit);
  }
}
