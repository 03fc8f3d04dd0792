// Back office, season (the season's dates, slots of dated products, private-lesson hours, slots CSV).
import { route } from './route-path';

export const boSeason = /* @__PURE__ */ route('boSeason', 'GET', '/api/backoffice/sites/:site/season');
export const boSaveSeason = /* @__PURE__ */ route('boSaveSeason', 'PUT', '/api/backoffice/sites/:site/season');
export const boSeasonProducts = /* @__PURE__ */ route('boSeasonProducts', 'GET', '/api/backoffice/sites/:site/season/products');
// The product is named in the query or body (`product`, `productKey`), never in the path.
export const boSeasonSlots = /* @__PURE__ */ route('boSeasonSlots', 'GET', '/api/backoffice/sites/:site/season/slots');
export const boPreviewSlots = /* @__PURE__ */ route('boPreviewSlots', 'POST', '/api/backoffice/sites/:site/season/slots/preview');
export const boGenerateSlots = /* @__PURE__ */ route('boGenerateSlots', 'POST', '/api/backoffice/sites/:site/season/slots');
export const boRemoveSlots = /* @__PURE__ */ route('boRemoveSlots', 'POST', '/api/backoffice/sites/:site/season/slots/removal');
export const boSlotCapacity = /* @__PURE__ */ route('boSlotCapacity', 'PUT', '/api/backoffice/sites/:site/slots/:slotId/capacity');
export const boCloseSlot = /* @__PURE__ */ route('boCloseSlot', 'POST', '/api/backoffice/sites/:site/slots/:slotId/close');
export const boReopenSlot = /* @__PURE__ */ route('boReopenSlot', 'POST', '/api/backoffice/sites/:site/slots/:slotId/reopen');
export const boSlotsCsv = /* @__PURE__ */ route('boSlotsCsv', 'GET', '/api/backoffice/sites/:site/slots.csv');
export const boImportSlots = /* @__PURE__ */ route('boImportSlots', 'POST', '/api/backoffice/sites/:site/slots/import');
