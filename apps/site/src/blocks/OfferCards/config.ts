export { OfferCardsSection as schema } from '@schuss/contracts';
export const type = 'offerCards' as const;
