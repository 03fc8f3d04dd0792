/** Offers (issue 14): promo codes and gift vouchers — payloads of their routes. */
export {};
