import { expect } from 'vitest';
import { plusDays, weekStart } from '../test/orders';
import { foreignId, ownRead, sessions, visitor } from './attempts';
import { type Cases, url } from './harness';
import { bearer, LESSON, ROLES } from './schools';

const today = new Date().toISOString().slice(0, 10);
/** The days of both schools' orders (made today), for the reports. */
const range = { from: plusDays(today, -30), to: plusDays(today, 30) };
/** The days of both schools' slots (from `weekStart`). */
const slotDays = { from: weekStart, to: plusDays(weekStart, 30) };
const month = { from: '2026-12-01', to: '2027-04-30' };
const key = (name: string) => `${name}-isolation-000001`;
const cancel = (lineId: number) => ({ lineIds: [lineId], refundCents: 100, reason: 'isolation', idempotencyKey: key('cancel') });
const adjust = (orderLineId: number) => ({
  orderLineId,
  direction: 'given_back',
  amountCents: 100,
  means: 'cash',
  reason: 'isolation',
  idempotencyKey: key('adjust'),
});
const checkIn = (orderLineId: number) => ({ orderLineId, index: 0, day: weekStart, present: true, confirmOtherDay: true });
const groupsOf = (orderLineId: number) => ({ groups: [{ name: 'Intrus', level: null, members: [{ orderLineId, participant: 0 }] }] });
const results = (orderLineId: number) => ({
  results: [{ orderLineId, participant: 0, outcome: 'passed', key: 'isolation-result-0001', recordedAt: '2026-12-01T10:00:00Z' }],
});
const move = (orderLineId: number) => ({ orderLineId, participant: 0, toGroup: 1, fromDay: weekStart });
const ladder = {
  levels: [{ key: 'intrus', name: { fr: 'Intrus', en: 'Intruder' }, ageMin: null, ageMax: null, canDo: { fr: 'x', en: 'x' } }],
};
const instructor = {
  firstName: 'Intrus',
  lastName: 'Autre',
  email: null,
  phone: null,
  photoUrl: null,
  disciplines: [{ discipline: 'ski', levels: ['flocon'] }],
  languages: ['fr'],
  diplomas: [],
};
const season = { from: '2026-12-01', to: '2027-04-30' };
const week = (id: number) => ({
  instructorIds: [id],
  from: '2027-01-04',
  to: '2027-01-10',
  pattern: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: 'ill', pm: 'ill' }])),
});
const lessonTo = (orderLineId: number, instructorId: number) => ({
  lesson: { kind: 'private', orderLineId, day: weekStart },
  instructorId,
});
const cell = (id: number) => ({ cells: [{ instructorId: id, day: '2027-01-04', half: 'am', status: 'ill' }] });
const slotCsv = (id: number, product: string) =>
  `id;product;starts_on;ends_on;start_time;end_time;capacity\r\n${id};${product};${plusDays(weekStart, 7)};${plusDays(weekStart, 11)};09:15;11:45;3`;
const closeSlot = (slotId: number) => ({ scope: 'slot', slotId, reason: 'weather', remedy: 'refund', idempotencyKey: key('closure') });
const earningsPeriod = { from: weekStart, to: plusDays(weekStart, 30) };
const shareRule = { shareBp: 150, shareCentsPerHour: 0, payerName: 'Intrus', payerIban: 'FR7630006000011234567890189', payerBic: null };
const bankAccount = { account: { holder: 'Intrus', iban: 'FR7630006000011234567890189', bic: null } };
const promo = { code: 'VOLE-10', kind: 'percent', percent: 50 };
/** The first invoice of a school issuing them (the demo's prefix), this year. */
const invoiceFile = `VN-F-${new Date().getFullYear()}-000001.pdf`;

/**
 * The back office (orders, rosters, refunds, reports, catalogue, slots, season, closures, offers,
 * waitlist, accounts, audit): the other school's sessions get 403 on every route of this school; its
 * staff and admin, on their own school's routes, get 404 for this school's order numbers, slots,
 * lines, vouchers, codes, closures and accounts; their own lists and exports hold none of this school's data.
 */
export const backofficeCases: Cases = {
  boSession: (_a, b) => [ownRead('boSession', b, 'staff')],
  boSchools: (a, b) => [
    {
      ...ownRead('boSchools', b, 'admin'),
      check: (res) => expect(res.json().schools.map((x: { site: string }) => x.site)).not.toContain(a.school),
    },
  ],
  // Moving one's session to a school where one has no role (the admin of both schools may: not an attack).
  boSwitch: (a, b) =>
    ROLES.map((role) => ({
      who: `${b.school}'s ${role} switching to ${a.school}`,
      status: 403,
      req: { method: 'POST', url: url('boSwitch'), headers: bearer(b.tokens[role]), payload: { site: a.school } },
      check: (res) => {
        expect(res.json().token).toBeUndefined();
        expect(res.cookies.filter((c) => c.value)).toEqual([]);
      },
    })),
  // The login screen on the other school's host offers that school only.
  boLoginSchools: (a, b) => [
    visitor(
      `a visitor on ${b.school}'s host`,
      'boLoginSchools',
      200,
      {},
      { headers: { host: b.school === 'val-neige' ? 'localhost:4000' : 'arolles.localhost:4000' } },
      (res) => {
        const listed = res.json().schools.map((x: { site: string }) => x.site);
        expect(listed).toEqual([b.school]);
        expect(listed).not.toContain(a.school);
      },
    ),
  ],
  boLogin: (a, b) => [
    {
      who: `${b.school}'s staff logging in to ${a.school}`,
      status: 401,
      req: {
        method: 'POST',
        url: '/api/backoffice/login',
        payload: { site: a.school, email: `staff@${b.school}.test`, password: 'correct horse battery staple' },
      },
    },
  ],
  boDashboard: (a, b) => [...sessions('boDashboard', a, b), ownRead('boDashboard', b, 'staff', {}, { from: '2026-12-12', days: '31' })],
  boFilters: (a, b) => [...sessions('boFilters', a, b), ownRead('boFilters', b, 'staff')],
  boOrders: (a, b) => [
    ...sessions('boOrders', a, b),
    ownRead('boOrders', b, 'staff'),
    ownRead('boOrders', b, 'staff', {}, { q: a.order.number }),
    ownRead('boOrders', b, 'staff', {}, { q: a.order.email }),
  ],
  boOrder: (a, b) => [
    ...sessions('boOrder', a, b, { number: a.order.number }),
    foreignId('boOrder', b, 'staff', { number: a.order.number }),
  ],
  boAdjust: (a, b) => [
    ...sessions('boAdjust', a, b, { number: a.order.number }, { payload: adjust(a.order.lineId) }),
    foreignId('boAdjust', b, 'staff', { number: a.order.number }, { payload: adjust(a.order.lineId) }),
  ],
  boResend: (a, b) => [
    ...sessions('boResend', a, b, { number: a.order.number }, { payload: {} }),
    foreignId('boResend', b, 'staff', { number: a.order.number }, { payload: {} }),
  ],
  boCancel: (a, b) => [
    ...sessions('boCancel', a, b, { number: a.order.number }, { payload: cancel(a.order.lineId) }),
    foreignId('boCancel', b, 'staff', { number: a.order.number }, { payload: cancel(a.order.lineId) }),
    // Its own order, the other school's line.
    foreignId(
      'boCancel',
      b,
      'staff',
      { number: b.order.number },
      { payload: { ...cancel(a.order.lineId), refundCents: 0 } },
      400,
      'an order line',
    ),
  ],
  boSlots: (a, b) => [...sessions('boSlots', a, b, {}, { query: slotDays }), ownRead('boSlots', b, 'staff', {}, slotDays)],
  boRoster: (a, b) => [
    ...sessions('boRoster', a, b, { slotId: a.orderSlotId }),
    foreignId('boRoster', b, 'staff', { slotId: a.orderSlotId }),
  ],
  boRosterCsv: (a, b) => [
    ...sessions('boRosterCsv', a, b, { slotId: a.orderSlotId }),
    foreignId('boRosterCsv', b, 'staff', { slotId: a.orderSlotId }),
  ],
  // Levels and groups (issue 30): the other school's course is not found, its children are no child of one's own.
  boLevels: (a, b) => [...sessions('boLevels', a, b), ownRead('boLevels', b, 'staff')],
  boSaveLadder: (a, b) => [...sessions('boSaveLadder', a, b, { discipline: 'ski' }, { payload: ladder })],
  // Instructors (issue 31): the other school's instructor is not found in a path, and refused by name in a body.
  boInstructors: (a, b) => [
    ...sessions('boInstructors', a, b),
    ownRead('boInstructors', b, 'staff'),
    ownRead('boInstructors', b, 'admin', {}, { active: 'all' }),
  ],
  boInstructorCreate: (a, b) => [...sessions('boInstructorCreate', a, b, {}, { payload: instructor })],
  boInstructorSettings: (a, b) => [...sessions('boInstructorSettings', a, b, {}, { payload: { availabilityLockDays: 9 } })],
  boInstructor: (a, b) => [
    ...sessions('boInstructor', a, b, { instructorId: a.instructor.id }),
    foreignId('boInstructor', b, 'staff', { instructorId: a.instructor.id }),
  ],
  boInstructorUpdate: (a, b) => [
    ...sessions('boInstructorUpdate', a, b, { instructorId: a.instructor.id }, { payload: instructor }),
    foreignId('boInstructorUpdate', b, 'admin', { instructorId: a.instructor.id }, { payload: instructor }),
  ],
  boInstructorArchive: (a, b) => [
    ...sessions('boInstructorArchive', a, b, { instructorId: a.instructor.id }, { payload: { archived: true } }),
    foreignId('boInstructorArchive', b, 'staff', { instructorId: a.instructor.id }, { payload: { archived: true } }),
  ],
  boAvailability: (a, b) => [...sessions('boAvailability', a, b, {}, { query: season }), ownRead('boAvailability', b, 'staff', {}, season)],
  boInstructorAvailability: (a, b) => [
    ...sessions('boInstructorAvailability', a, b, { instructorId: a.instructor.id }, { query: season }),
    foreignId('boInstructorAvailability', b, 'staff', { instructorId: a.instructor.id }, { query: season }),
  ],
  boAvailabilityPattern: (a, b) => [
    ...sessions('boAvailabilityPattern', a, b, {}, { payload: week(a.instructor.id) }),
    foreignId('boAvailabilityPattern', b, 'staff', {}, { payload: week(a.instructor.id) }, 400, 'an instructor'),
  ],
  boAvailabilityCells: (a, b) => [
    ...sessions('boAvailabilityCells', a, b, {}, { payload: cell(a.instructor.id) }),
    foreignId('boAvailabilityCells', b, 'admin', {}, { payload: cell(a.instructor.id) }, 400, 'an instructor'),
  ],
  boPlanning: (a, b) => [...sessions('boPlanning', a, b, {}, { query: { from: weekStart, to: plusDays(weekStart, 6) } })],
  boAssign: (a, b) => [
    ...sessions('boAssign', a, b, {}, { payload: lessonTo(a.order.lineId, a.instructor.id) }),
    // Their own site, this school's instructor: not found; this school's lesson with their own instructor: not found either.
    foreignId('boAssign', b, 'staff', {}, { payload: lessonTo(b.order.lineId, a.instructor.id) }),
    foreignId('boAssign', b, 'admin', {}, { payload: lessonTo(a.order.lineId, b.instructor.id) }),
  ],
  boMyLessons: (a, b) => [
    ...sessions('boMyLessons', a, b, {}, { query: { instructorId: String(a.instructor.id) } }),
    foreignId('boMyLessons', b, 'staff', {}, { query: { instructorId: String(a.instructor.id) } }),
  ],
  boMyCheckIn: (a, b) => [
    ...sessions('boMyCheckIn', a, b, {}, { payload: { orderLineId: a.order.lineId, participant: 0, day: weekStart, present: true } }),
    foreignId('boMyCheckIn', b, 'staff', {}, { payload: { orderLineId: a.order.lineId, participant: 0, day: weekStart, present: true } }),
  ],
  // The instructor's own half-days: the other school's sessions are refused (its staff and admins would be anyway).
  boMyAvailability: (a, b) => [...sessions('boMyAvailability', a, b)],
  boMyAvailabilitySave: (a, b) => [
    ...sessions('boMyAvailabilitySave', a, b, {}, { payload: { cells: [{ day: '2027-01-04', half: 'am', status: 'ill' }] } }),
  ],
  boPropose: (a, b) => [...sessions('boPropose', a, b, {}, { payload: { day: weekStart } })],
  // Hours and earnings (issue 31): the other school's instructor is not found; its own period holds none of this school's.
  boEarnings: (a, b) => [
    ...sessions('boEarnings', a, b, {}, { query: earningsPeriod }),
    ownRead('boEarnings', b, 'staff', {}, earningsPeriod),
  ],
  boEarningsCsv: (a, b) => [
    ...sessions('boEarningsCsv', a, b, {}, { query: earningsPeriod }),
    ownRead('boEarningsCsv', b, 'staff', {}, earningsPeriod),
  ],
  boEarningsSepa: (a, b) => [...sessions('boEarningsSepa', a, b, {}, { query: earningsPeriod })],
  boShareRule: (a, b) => [...sessions('boShareRule', a, b, {}, { payload: shareRule })],
  boEarningsStatement: (a, b) => [
    ...sessions('boEarningsStatement', a, b, { instructorId: a.instructor.id }, { query: earningsPeriod }),
    foreignId('boEarningsStatement', b, 'staff', { instructorId: a.instructor.id }, { query: earningsPeriod }),
  ],
  boEarningsPdf: (a, b) => [
    ...sessions('boEarningsPdf', a, b, { instructorId: a.instructor.id }, { query: earningsPeriod }),
    foreignId('boEarningsPdf', b, 'staff', { instructorId: a.instructor.id }, { query: earningsPeriod }),
  ],
  boBankAccount: (a, b) => [
    ...sessions('boBankAccount', a, b, { instructorId: a.instructor.id }, { payload: bankAccount }),
    foreignId('boBankAccount', b, 'admin', { instructorId: a.instructor.id }, { payload: bankAccount }),
  ],
  boSlotGroups: (a, b) => [
    ...sessions('boSlotGroups', a, b, { slotId: a.orderSlotId }),
    foreignId('boSlotGroups', b, 'staff', { slotId: a.orderSlotId }),
  ],
  boGroupsCsv: (a, b) => [
    ...sessions('boGroupsCsv', a, b, { slotId: a.orderSlotId }),
    foreignId('boGroupsCsv', b, 'staff', { slotId: a.orderSlotId }),
  ],
  boSaveGroups: (a, b) => [
    ...sessions('boSaveGroups', a, b, { slotId: a.orderSlotId }, { payload: groupsOf(a.order.lineId) }),
    foreignId('boSaveGroups', b, 'staff', { slotId: a.orderSlotId }, { payload: groupsOf(a.order.lineId) }),
    foreignId('boSaveGroups', b, 'staff', { slotId: b.orderSlotId }, { payload: groupsOf(a.order.lineId) }, 400, 'a child'),
  ],
  boNewGroup: (a, b) => [
    ...sessions('boNewGroup', a, b, { slotId: a.orderSlotId }, { payload: { name: 'Intrus' } }),
    foreignId('boNewGroup', b, 'staff', { slotId: a.orderSlotId }, { payload: { name: 'Intrus' } }),
  ],
  boMoveChild: (a, b) => [
    ...sessions('boMoveChild', a, b, { slotId: a.orderSlotId }, { payload: move(a.order.lineId) }),
    foreignId('boMoveChild', b, 'staff', { slotId: a.orderSlotId }, { payload: move(a.order.lineId) }),
    foreignId('boMoveChild', b, 'staff', { slotId: b.orderSlotId }, { payload: move(a.order.lineId) }, 400, 'a child'),
  ],
  boRenameGroup: (a, b) => [
    ...sessions('boRenameGroup', a, b, { slotId: a.orderSlotId, groupId: 1 }, { payload: { name: 'Intrus' } }),
    foreignId('boRenameGroup', b, 'staff', { slotId: a.orderSlotId, groupId: 1 }, { payload: { name: 'Intrus' } }),
  ],
  boSlotResults: (a, b) => [
    ...sessions('boSlotResults', a, b, { slotId: a.orderSlotId }),
    foreignId('boSlotResults', b, 'staff', { slotId: a.orderSlotId }),
  ],
  boSaveResults: (a, b) => [
    ...sessions('boSaveResults', a, b, { slotId: a.orderSlotId }, { payload: results(a.order.lineId) }),
    foreignId('boSaveResults', b, 'staff', { slotId: a.orderSlotId }, { payload: results(a.order.lineId) }),
    foreignId('boSaveResults', b, 'staff', { slotId: b.orderSlotId }, { payload: results(a.order.lineId) }, 400, 'a child'),
  ],
  boSendProgressCards: (a, b) => [
    ...sessions('boSendProgressCards', a, b, { slotId: a.orderSlotId }, { payload: {} }),
    foreignId('boSendProgressCards', b, 'staff', { slotId: a.orderSlotId }, { payload: {} }),
  ],
  boCheckIn: (a, b) => [
    ...sessions('boCheckIn', a, b, { slotId: a.orderSlotId }, { payload: checkIn(a.order.lineId) }),
    foreignId('boCheckIn', b, 'staff', { slotId: a.orderSlotId }, { payload: checkIn(a.order.lineId) }),
    // Its own slot, the other school's order line.
    foreignId('boCheckIn', b, 'staff', { slotId: b.orderSlotId }, { payload: checkIn(a.order.lineId) }, 404, 'an order line'),
  ],
  boAffiliation: (a, b) => [...sessions('boAffiliation', a, b, {}, { query: range }), ownRead('boAffiliation', b, 'staff', {}, range)],
  boAffiliationCsv: (a, b) => [
    ...sessions('boAffiliationCsv', a, b, {}, { query: range }),
    ownRead('boAffiliationCsv', b, 'staff', {}, range),
  ],
  boSales: (a, b) => [
    ...sessions('boSales', a, b, {}, { query: range }),
    ownRead('boSales', b, 'staff', {}, { ...range, period: 'season' }),
  ],
  boSalesCsv: (a, b) => [...sessions('boSalesCsv', a, b, {}, { query: range }), ownRead('boSalesCsv', b, 'staff', {}, range)],
  boReconciliation: (a, b) => [
    ...sessions('boReconciliation', a, b, {}, { query: range }),
    ownRead('boReconciliation', b, 'staff', {}, range),
  ],
  boJournalCsv: (a, b) => [...sessions('boJournalCsv', a, b, {}, { query: range }), ownRead('boJournalCsv', b, 'staff', {}, range)],
  boVatSummaryCsv: (a, b) => [
    ...sessions('boVatSummaryCsv', a, b, {}, { query: range }),
    ownRead('boVatSummaryCsv', b, 'staff', {}, range),
  ],
  boProducts: (a, b) => [...sessions('boProducts', a, b), ownRead('boProducts', b, 'staff')],
  boProductCreate: (a, b) => sessions('boProductCreate', a, b, {}, { payload: {} }),
  boProduct: (a, b) => [
    ...sessions('boProduct', a, b, { key: LESSON[a.school] }),
    foreignId('boProduct', b, 'staff', { key: LESSON[a.school] }, {}, 404, 'a product'),
    ownRead('boProduct', b, 'staff', { key: LESSON[b.school] }),
  ],
  boProductUpdate: (a, b) => sessions('boProductUpdate', a, b, { key: LESSON[a.school] }, { payload: {} }),
  boProductHidden: (a, b) => [
    ...sessions('boProductHidden', a, b, { key: LESSON[a.school] }, { payload: { hidden: true, baseVersion: 1 } }),
    foreignId('boProductHidden', b, 'staff', { key: LESSON[a.school] }, { payload: { hidden: true, baseVersion: 1 } }, 404, 'a product'),
  ],
  boCatalogueCsv: (a, b) => [...sessions('boCatalogueCsv', a, b), ownRead('boCatalogueCsv', b, 'staff')],
  boCatalogueImport: (a, b) => sessions('boCatalogueImport', a, b, {}, { payload: {} }),
  boSeason: (a, b) => [...sessions('boSeason', a, b), ownRead('boSeason', b, 'staff')],
  boSaveSeason: (a, b) => sessions('boSaveSeason', a, b, {}, { payload: { startsOn: '2026-12-01', endsOn: '2027-04-30' } }),
  boSeasonProducts: (a, b) => [...sessions('boSeasonProducts', a, b), ownRead('boSeasonProducts', b, 'staff')],
  boSeasonSlots: (a, b) => [
    ...sessions('boSeasonSlots', a, b),
    ownRead('boSeasonSlots', b, 'staff', {}, month),
    // The other school's product: unknown here (as any unknown product key).
    foreignId('boSeasonSlots', b, 'staff', {}, { query: { ...month, product: LESSON[a.school] } }, 400, 'a product'),
  ],
  boPreviewSlots: (a, b) => sessions('boPreviewSlots', a, b, {}, { payload: {} }),
  boGenerateSlots: (a, b) => sessions('boGenerateSlots', a, b, {}, { payload: {} }),
  boRemoveSlots: (a, b) => sessions('boRemoveSlots', a, b, {}, { payload: {} }),
  boSlotCapacity: (a, b) => [
    ...sessions('boSlotCapacity', a, b, { slotId: a.slotId }, { payload: { capacity: 3 } }),
    foreignId('boSlotCapacity', b, 'staff', { slotId: a.slotId }, { payload: { capacity: 3 } }),
  ],
  boCloseSlot: (a, b) => [
    ...sessions('boCloseSlot', a, b, { slotId: a.slotId }, { payload: { reason: 'isolation' } }),
    foreignId('boCloseSlot', b, 'staff', { slotId: a.slotId }, { payload: { reason: 'isolation' } }),
  ],
  boReopenSlot: (a, b) => [
    ...sessions('boReopenSlot', a, b, { slotId: a.slotId }, { payload: {} }),
    foreignId('boReopenSlot', b, 'staff', { slotId: a.slotId }, { payload: {} }),
  ],
  boSlotsCsv: (a, b) => [...sessions('boSlotsCsv', a, b), ownRead('boSlotsCsv', b, 'staff', {}, month)],
  boImportSlots: (a, b) => [
    ...sessions('boImportSlots', a, b, {}, { payload: { csv: 'x' } }),
    foreignId('boImportSlots', b, 'staff', {}, { payload: { csv: slotCsv(a.slotId, LESSON[b.school]) } }, 400, 'a slot id in its CSV'),
  ],
  boAccounts: (a, b) => [...sessions('boAccounts', a, b), ownRead('boAccounts', b, 'admin')],
  boInvoicing: (a, b) => [...sessions('boInvoicing', a, b), ownRead('boInvoicing', b, 'admin')],
  boSaveInvoicing: (a, b) => [...sessions('boSaveInvoicing', a, b, {}, { payload: { enabled: false } })],
  // The other school's order number (and a document number of its kind) from this school's own route: not found.
  boOrderInvoice: (a, b) => [
    ...sessions('boOrderInvoice', a, b, { number: a.order.number, file: invoiceFile }),
    foreignId('boOrderInvoice', b, 'staff', { number: a.order.number, file: invoiceFile }),
  ],
  boInvite: (a, b) => [
    ...sessions('boInvite', a, b, {}, { payload: { email: `intrus@${b.school}.test`, name: 'Intrus', role: 'admin', lang: 'fr' } }),
    // Its own school inviting someone the other school invited first: the other school's invitation link must keep working.
    {
      who: `${b.school}'s admin inviting someone ${a.school} invited`,
      status: 201,
      req: {
        method: 'POST',
        url: `/api/backoffice/sites/${b.school}/accounts`,
        headers: bearer(b.tokens.admin),
        payload: { email: a.invitee, name: 'Recrue', role: 'staff', lang: 'fr' },
      },
    },
  ],
  boAccountRole: (a, b) => [
    ...sessions('boAccountRole', a, b, { userId: a.userIds.staff }, { payload: { role: 'admin' } }),
    foreignId('boAccountRole', b, 'admin', { userId: a.userIds.staff }, { payload: { role: 'admin' } }, 404, 'an account'),
  ],
  boAccountStatus: (a, b) => [
    ...sessions('boAccountStatus', a, b, { userId: a.userIds.admin }, { payload: { disabled: true } }),
    foreignId('boAccountStatus', b, 'admin', { userId: a.userIds.admin }, { payload: { disabled: true } }, 404, 'an account'),
  ],
  boPasswordReset: (a, b) => [
    ...sessions('boPasswordReset', a, b, { userId: a.userIds.admin }, { payload: { lang: 'fr' } }),
    foreignId('boPasswordReset', b, 'admin', { userId: a.userIds.admin }, { payload: { lang: 'fr' } }, 404, 'an account'),
  ],
  boResendInvitation: (a, b) => [
    ...sessions('boResendInvitation', a, b, { userId: a.userIds.editor }, { payload: { lang: 'fr' } }),
    foreignId('boResendInvitation', b, 'admin', { userId: a.userIds.editor }, { payload: { lang: 'fr' } }, 404, 'an account'),
  ],
  boPromoCodes: (a, b) => [...sessions('boPromoCodes', a, b), ownRead('boPromoCodes', b, 'staff')],
  boCreatePromoCode: (a, b) => sessions('boCreatePromoCode', a, b, {}, { payload: promo }),
  boUpdatePromoCode: (a, b) => [
    ...sessions('boUpdatePromoCode', a, b, { promoCodeId: a.promo.id }, { payload: promo }),
    foreignId('boUpdatePromoCode', b, 'staff', { promoCodeId: a.promo.id }, { payload: promo }, 404, 'a promo code'),
  ],
  boGiftVouchers: (a, b) => [
    ...sessions('boGiftVouchers', a, b),
    ownRead('boGiftVouchers', b, 'staff'),
    ownRead('boGiftVouchers', b, 'staff', {}, { q: a.order.number }),
  ],
  boGiftVoucher: (a, b) => [
    ...sessions('boGiftVoucher', a, b, { voucherId: a.voucher.id }),
    foreignId('boGiftVoucher', b, 'staff', { voucherId: a.voucher.id }, {}, 404, 'a gift voucher'),
  ],
  boDisableGiftVoucher: (a, b) => [
    ...sessions('boDisableGiftVoucher', a, b, { voucherId: a.voucher.id }, { payload: { reason: 'isolation' } }),
    foreignId('boDisableGiftVoucher', b, 'staff', { voucherId: a.voucher.id }, { payload: { reason: 'isolation' } }, 404, 'a gift voucher'),
  ],
  boClosures: (a, b) => [...sessions('boClosures', a, b), ownRead('boClosures', b, 'staff')],
  // Its staff see every kind but accounts; its admin each kind but accounts too (the accounts kind names, rightly,
  // the people its school invited, some of whom the other school invited as well: see boInvite).
  boActivity: (a, b) => [
    ...sessions('boActivity', a, b),
    ...[['staff', undefined], ...['orders', 'catalogue', 'season', 'offers', 'closures', 'places'].map((kind) => ['admin', kind])].map(
      ([role, kind]) => ({
        ...ownRead('boActivity', b, role as 'staff' | 'admin', {}, kind ? { kind } : {}),
        check: (res: { json: () => { entries: { orderNumber: string | null }[] } }) =>
          expect(res.json().entries.map((e) => e.orderNumber)).not.toContain(a.order.number),
      }),
    ),
  ],
  boPreviewClosure: (a, b) => [
    ...sessions('boPreviewClosure', a, b, {}, { payload: {} }),
    foreignId('boPreviewClosure', b, 'staff', {}, { payload: closeSlot(a.slotId) }, 404, 'a slot'),
  ],
  boCreateClosure: (a, b) => [
    ...sessions('boCreateClosure', a, b, {}, { payload: {} }),
    foreignId('boCreateClosure', b, 'staff', {}, { payload: closeSlot(a.slotId) }, 404, 'a slot'),
  ],
  boClosure: (a, b) => [
    ...sessions('boClosure', a, b, { closureId: a.closureId }),
    foreignId('boClosure', b, 'staff', { closureId: a.closureId }, {}, 404, 'a closure'),
  ],
  boRetryClosure: (a, b) => [
    ...sessions('boRetryClosure', a, b, { closureId: a.closureId }, { payload: {} }),
    foreignId('boRetryClosure', b, 'staff', { closureId: a.closureId }, {}, 404, 'a closure'),
  ],
  boLessonRequests: (a, b) => [...sessions('boLessonRequests', a, b, {}, { query: { show: 'open' } })],
  boLessonRequest: (a, b) => [
    ...sessions('boLessonRequest', a, b, { requestId: a.lessonRequestId }),
    foreignId('boLessonRequest', b, 'staff', { requestId: a.lessonRequestId }, {}, 404, 'a lesson request'),
  ],
  boLessonRequestAccept: (a, b) => [
    ...sessions(
      'boLessonRequestAccept',
      a,
      b,
      { requestId: a.lessonRequestId },
      { payload: { instructorId: a.instructor.id, slotId: a.slotId } },
    ),
    foreignId(
      'boLessonRequestAccept',
      b,
      'staff',
      { requestId: a.lessonRequestId },
      { payload: { instructorId: b.instructor.id, slotId: b.slotId } },
      404,
      'a lesson request',
    ),
  ],
  boLessonRequestDecline: (a, b) => [
    ...sessions('boLessonRequestDecline', a, b, { requestId: a.lessonRequestId }, { payload: { message: 'Non.' } }),
    foreignId(
      'boLessonRequestDecline',
      b,
      'admin',
      { requestId: a.lessonRequestId },
      { payload: { message: 'Non.' } },
      404,
      'a lesson request',
    ),
  ],
  boWaitlist: (a, b) => [
    ...sessions('boWaitlist', a, b, { slotId: a.orderSlotId }),
    foreignId('boWaitlist', b, 'staff', { slotId: a.orderSlotId }, {}, 404, 'a slot'),
  ],
  boVoucherScan: (a, b) => [
    ...sessions('boVoucherScan', a, b, {}, { payload: { code: a.qrCode } }),
    foreignId('boVoucherScan', b, 'staff', {}, { payload: { code: a.qrCode } }, 404, 'a voucher code'),
    // The number printed under the QR code: never another school's order.
    foreignId('boVoucherScan', b, 'staff', {}, { payload: { code: a.order.number } }, 404, 'an order number'),
  ],
  boRevokeLinks: (a, b) => [
    ...sessions('boRevokeLinks', a, b, { number: a.order.number }, { payload: {} }),
    foreignId('boRevokeLinks', b, 'staff', { number: a.order.number }, { payload: {} }),
  ],
  boOrderCheckIn: (a, b) => [
    ...sessions('boOrderCheckIn', a, b, { number: a.order.number }),
    foreignId('boOrderCheckIn', b, 'staff', { number: a.order.number }),
  ],
  adminOrders: (a, b) => [
    ...sessions('adminOrders', a, b, {}, { query: { site: a.school } }),
    {
      who: `${b.school}'s staff reading its own`,
      status: 200,
      req: { method: 'GET', url: `/api/admin/orders?site=${b.school}`, headers: { authorization: `Bearer ${b.tokens.staff}` } },
    },
  ],
};
