// Back office and visitors, offers (promo codes and gift vouchers): issue 14. Declare each route as in paths.ts:
// export const boXxx = /* @__PURE__ */ route('boXxx', 'GET', '/api/backoffice/sites/:site/…');
export {};
