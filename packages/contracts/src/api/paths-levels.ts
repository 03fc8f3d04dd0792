// Back office, levels and groups (issue 30): the school's ladders, a course's groups.
import { route } from './route-path';

export const boLevels = /* @__PURE__ */ route('boLevels', 'GET', '/api/backoffice/sites/:site/levels');
export const boSaveLadder = /* @__PURE__ */ route('boSaveLadder', 'PUT', '/api/backoffice/sites/:site/levels/:discipline');
export const boSlotGroups = /* @__PURE__ */ route('boSlotGroups', 'GET', '/api/backoffice/sites/:site/slots/:slotId/groups');
export const boSaveGroups = /* @__PURE__ */ route('boSaveGroups', 'POST', '/api/backoffice/sites/:site/slots/:slotId/groups');
export const boNewGroup = /* @__PURE__ */ route('boNewGroup', 'POST', '/api/backoffice/sites/:site/slots/:slotId/groups/new');
export const boMoveChild = /* @__PURE__ */ route('boMoveChild', 'POST', '/api/backoffice/sites/:site/slots/:slotId/groups/moves');
export const boRenameGroup = /* @__PURE__ */ route('boRenameGroup', 'PUT', '/api/backoffice/sites/:site/slots/:slotId/groups/:groupId');
export const boGroupsCsv = /* @__PURE__ */ route('boGroupsCsv', 'GET', '/api/backoffice/sites/:site/slots/:slotId/groups.csv');
export const boSlotResults = /* @__PURE__ */ route('boSlotResults', 'GET', '/api/backoffice/sites/:site/slots/:slotId/results');
export const boSaveResults = /* @__PURE__ */ route('boSaveResults', 'POST', '/api/backoffice/sites/:site/slots/:slotId/results');
export const boSendProgressCards = /* @__PURE__ */ route(
  'boSendProgressCards',
  'POST',
  '/api/backoffice/sites/:site/slots/:slotId/progress-cards',
);
