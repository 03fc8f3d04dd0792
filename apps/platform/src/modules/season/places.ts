import type { Db, Tx } from '@schuss/db';

/**
 * What the season asks of the places module: a slot's capacity, and closing or opening slots, change places the
 * places module keeps (held and sold never beyond the capacity, freed places offered to the waiting list). The
 * season, what is sold, never imports the selling modules: the app hands it the places module's functions at
 * start-up (`useSlotPlaces`, app.ts), as it hands the orders module the payment attempts.
 */
export type SlotPlaces = {
  setCapacity(
    tx: Tx,
    slotId: number,
    capacity: number,
  ): Promise<{ changed: true; before: number } | { changed: false; sold: number; held: number } | undefined>;
  closeSlotRows(tx: Tx, slotIds: number[], reason: string, userId: number | null): Promise<number[]>;
  reopenSlotRows(tx: Tx, slotIds: number[]): Promise<number[]>;
  releaseExpiredHolds(db: Db): Promise<number>;
};

let places: SlotPlaces | undefined;
/** Hands the season the places module's functions (app.ts, at start-up). */
export const useSlotPlaces = (p: SlotPlaces) => {
  places = p;
};
/** The places module's functions; a season change before the app wired them is a bug. */
export function slotPlaces(): SlotPlaces {
  if (!places) throw new Error('season: the places module was not handed over (useSlotPlaces at start-up)');
  return places;
}
