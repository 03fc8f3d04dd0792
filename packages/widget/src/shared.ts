/**
 * What the main file shares with the checkout file (widget-msem-checkout.js, loaded on demand):
 * React itself (one copy, so hooks work across both) and the checkout file's exports.
 * See docs/decisions/008-widget-checkout-chunk.md.
 */
import type { FamilyChild, LevelView, ProductView } from '@schuss/contracts';
import type { Stay } from '@schuss/contracts/api';
import type { ComponentProps, ComponentType, ReactElement } from 'react';
import type { BookingApi } from './api';
import type { Lang } from './logic';
import type { Cal } from './product/cal';

/** Global under which the main file exposes React, ReactDOM and the JSX runtime (read by build shims). */
export const SHARED_GLOBAL = '__msemShared';
/** Global under which the checkout file registers its exports. */
export const CHUNK_GLOBAL = '__msemCheckout';
/** Global under which the third file (widget-msem-waitlist.js, loaded by the second) registers its panel. */
export const WAITLIST_GLOBAL = '__msemWaitlist';

export type CartCtx = {
  api: BookingApi;
  apiUrl: string;
  lang: Lang;
  resort: string;
  stay: Stay;
  announce: (msg: string) => void;
  /** Site links (the empty cart's offers link, the terms of sale). */
  links: { offers: string; terms: string | null; cart?: string };
};

export type FormCtx = Pick<CartCtx, 'api' | 'lang' | 'resort' | 'announce'> & {
  /** Reads the product again (its prices changed since they were shown: the form then shows the new ones). */
  refreshProduct?: () => void;
  /** The site's cart page (the confirmation after an add links to it). */
  cartUrl?: string;
  /** The calendar (main file). */
  cal: Cal;
};

export type CheckoutChunk = {
  CartView: ComponentType<{ ctx: CartCtx }>;
  BookingForm: ComponentType<{ ctx: FormCtx; product: ProductView; stay: Stay }>;
  /**
   * A panel of the third file, loaded when it shows: a waiting-list e-mail's link (`?waitlist=TOKEN`), a private-lesson
   * request's form or its payment link (`?request=TOKEN`).
   */
  Third: <K extends keyof WaitlistPart>(props: { k: K; p: ComponentProps<WaitlistPart[K]> }) => ReactElement;
};

export type WaitlistLinkProps = { ctx: FormCtx; token: string; leave: boolean };
/** The children of a family link (`?family=TOKEN`), proposed above the participants with their advised levels. */
export type FamilyProps = { ctx: FormCtx; token: string; levels: LevelView[]; onPick: (child: FamilyChild) => void };
/** A private lesson's request form (no instructor free on the day the visitor wants). */
export type LessonRequestProps = { ctx: FormCtx; product: ProductView; day: string };
/** A private lesson's preferred instructor (issue 31, item 4): `m` is the calendar's month (its `ins`, `setIns`). */
export type InstructorsProps = { ctx: FormCtx; product: ProductView; m: { ins?: number; setIns: (id?: number) => void } };
/**
 * The third file's exports: the panels of links e-mailed to families (waiting list, progress cards, a request's payment
 * link), the request form and the instructor picker.
 */
export type WaitlistPart = {
  WaitlistLink: ComponentType<WaitlistLinkProps>;
  Family: ComponentType<FamilyProps>;
  RequestLink: ComponentType<WaitlistLinkProps>;
  LessonRequest: ComponentType<LessonRequestProps>;
  Instructors: ComponentType<InstructorsProps>;
};
