/**
 * The cart as every program reads it (docs/spec.md §3, §7): the header's count, and its inscriptions
 * grouped into lines for display (widget cart, header preview, purchase result page).
 */

/** An inscription as the cart and order answers carry it (a product's name or an activity's label). */
export type InscriptionLike = {
  id: string;
  lineId: number;
  startDate: string | null;
  endDate: string | null;
  participant: { firstName: string; lastName: string };
  price: { amount: number };
} & ({ product: { name: string } } | { activity: { label: string } });

type GroupLike<I> = { merchantName: string; total: { amount: number }; inscriptions: readonly I[] };
type OrdersLike<I> = Partial<Record<string, GroupLike<I> | undefined>>;

/** Number of inscriptions over all orders of a cart: the header's count and the widget's. */
export function countInscriptions(
  cart: { orders: Partial<Record<string, { inscriptions?: readonly unknown[] } | undefined>> } | null | undefined,
): number {
  if (!cart?.orders) return 0;
  return Object.values(cart.orders).reduce((n, o) => n + (o?.inscriptions?.length ?? 0), 0);
}

/**
 * The header's count: the cart's lines (a lesson, a pass), whoever they are for — a week of lessons for two
 * children is one. Its participants are listed in the preview.
 */
export function countLines(
  cart: { orders: Partial<Record<string, { inscriptions?: readonly { lineId: number }[] } | undefined>> } | null | undefined,
): number {
  const lines = new Set<number>();
  for (const o of Object.values(cart?.orders ?? {})) for (const i of o?.inscriptions ?? []) lines.add(i.lineId);
  return lines.size;
}

export const inscriptionName = (i: InscriptionLike) => ('product' in i ? i.product.name : i.activity.label);

/** One cart line: its inscriptions' participants (each with its own price: age bands differ) and its total. */
export type DisplayLine = {
  lineId: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  participants: { id: string; name: string; cents: number }[];
  cents: number;
};
/** The lines of one product type (one grouped order), with its merchant and total. */
export type DisplayGroup = { type: string; merchantName: string; totalCents: number; lines: DisplayLine[] };

/** A cart's or order's grouped orders as display groups: one line per cart line, in order, its participants listed. */
export function groupCart<I extends InscriptionLike>(cart: { orders: OrdersLike<I> } | null | undefined): DisplayGroup[] {
  const groups: DisplayGroup[] = [];
  for (const [type, order] of Object.entries(cart?.orders ?? {})) {
    if (!order?.inscriptions.length) continue;
    const lines = new Map<number, DisplayLine>();
    for (const i of order.inscriptions) {
      const line = lines.get(i.lineId) ?? {
        lineId: i.lineId,
        name: inscriptionName(i),
        startDate: i.startDate,
        endDate: i.endDate,
        participants: [],
        cents: 0,
      };
      line.participants.push({ id: i.id, name: `${i.participant.firstName} ${i.participant.lastName}`, cents: i.price.amount });
      line.cents += i.price.amount;
      lines.set(i.lineId, line);
    }
    groups.push({ type, merchantName: order.merchantName, totalCents: order.total.amount, lines: [...lines.values()] });
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Time left on the places a cart holds: the widget's cart and the header's preview.

/** Minutes and seconds left until `expiresAt` (ISO-8601), never below zero; `ms` the milliseconds left. */
export function holdTimeLeft(expiresAt: string, now: number): { ms: number; minutes: number; seconds: number; clock: string } {
  const ms = Math.max(0, Date.parse(expiresAt) - now);
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return { ms, minutes, seconds, clock: `${minutes}:${String(seconds).padStart(2, '0')}` };
}

/**
 * When a screen reader is told the time left: once at first (`start`), then as the time passes 5 and 1
 * minutes (`5`, `1`), and when it ran out (`expired`) — never every second. Answers the moment that
 * `ms` left falls in, from the last one told (`told`), or null when there is nothing new to tell.
 */
export type HoldMoment = 'start' | '5' | '1' | 'expired';
export function holdMomentToTell(ms: number, told: HoldMoment | null): HoldMoment | null {
  const now: HoldMoment = ms <= 0 ? 'expired' : ms <= 60_000 ? '1' : ms <= 300_000 ? '5' : 'start';
  if (told === null) return now;
  const order: HoldMoment[] = ['start', '5', '1', 'expired'];
  return order.indexOf(now) > order.indexOf(told) ? now : null;
}
