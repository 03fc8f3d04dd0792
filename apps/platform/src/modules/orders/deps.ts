import type { carts, Db, orders } from '@schuss/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import type { BookingLinks } from '../../lib/booking-links';
import type { Mailer } from '../../lib/mail';
import type { PaymentAttempts } from '../../lib/payments';

/** What the orders module works with: the database, settings, mailer, log, and what the app hands it (payment attempts, booking links). */
export type OrdersDeps = {
  db: Db;
  env: PlatformEnv;
  /** Payment attempts and the provider's hosted page (the payment module, wired by the app). */
  payments: PaymentAttempts;
  /** The customer's booking page links for the confirmation (the my-booking module, wired by the app). */
  links: BookingLinks;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** What else follows a payment (the planning module gives the order's private lessons to free instructors; wired by the app). */
  afterPaid?: (orderId: number) => Promise<void>;
  /**
   * What follows a change to lessons already sold — an order cancelled or refunded, a closure: the planning module
   * takes back the lessons gone from their instructors and tells them (wired by the app).
   */
  lessonsChanged?: (site: string, scope: { orderIds?: number[]; slotIds?: number[] }) => Promise<void>;
};

export type OrderRow = typeof orders.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
