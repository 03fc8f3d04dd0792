import type { ProductView, SlotView } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { useEffect, useRef, useState } from 'react';
import type { BookingApi } from '../api';
import type { Lang } from '../logic';
import { monthBounds } from './month';

/** Days after a month's end a slot starting in the month may end on (a week of lessons starting on the 31st). */
const OVERLAP_DAYS = 14;

/**
 * The slots of a dated product starting in `month`, asked for month by month to the availability
 * API (`from`/`to`, the product's type) and kept for the form's life; `refresh` asks again (after
 * an add, the places changed). `slots` is undefined while the month loads or when it failed. `ins`: a private
 * lesson's preferred instructor (`setIns`), whose free hours only are asked for.
 */
/** What a month's fetch needs of the form's context (not `FormCtx` itself: shared.ts names this module's type). */
type MonthCtx = { api: BookingApi; lang: Lang; resort: string };

export function useMonth(ctx: MonthCtx, product: ProductView, month: string, today: string, on: boolean) {
  const cache = useRef(new Map<string, SlotView[]>());
  // A private lesson's preferred instructor (chosen in the third file's list): the hours they are free.
  const [ins, setIns] = useState<number>();
  const [state, setState] = useState<{ month: string; slots?: SlotView[]; error?: boolean }>({ month: '' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refresh is a new round
  useEffect(() => {
    if (!on) return;
    const key = month + ins;
    const hit = cache.current.get(key);
    if (hit) return setState({ month, slots: hit });
    const { from, to } = monthBounds(month);
    if (to < today) return setState({ month, slots: [] });
    let live = true;
    // A refresh keeps the month shown until the new places arrive.
    setState((s) => (s.month === month && s.slots ? s : { month }));
    ctx.api
      .availability({
        resort: ctx.resort,
        lang: ctx.lang,
        from: from < today ? today : from,
        to: addDays(to, OVERLAP_DAYS),
        type: product.type,
        instructor: ins,
      })
      .then(
        (r) => {
          const slots = r.products.find((p) => p.key === product.key)?.slots.filter((s) => s.startsOn <= to) ?? [];
          cache.current.set(key, slots);
          if (live) setState({ month, slots });
        },
        () => live && setState({ month, error: true }),
      );
    return () => {
      live = false;
    };
  }, [month, round, on, product.key, ctx.lang, ins]);
  const mine = state.month === month;
  return {
    slots: mine ? state.slots : undefined,
    status: mine && state.error ? ('error' as const) : mine && state.slots ? ('ready' as const) : ('loading' as const),
    ins,
    setIns,
    refresh: () => {
      cache.current.clear();
      setRound((r) => r + 1);
    },
  };
}
