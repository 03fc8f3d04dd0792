/** Back office, levels and groups (issue 30): the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams, BackofficeSlotParams } from '../backoffice';
import {
  GroupParams,
  GroupsCsvQuery,
  GroupsQuery,
  LadderParams,
  LevelsResponse,
  MoveChildRequest,
  NewGroupRequest,
  ProgressCardsResult,
  RenameGroupRequest,
  ResultsResponse,
  SaveGroupsRequest,
  SaveLadderRequest,
  SaveResultsRequest,
  SlotGroupsView,
} from '../levels';
import * as paths from './paths-levels';
import { csvFile, def, type RouteDef, staffRead, staffWrite } from './route-def';

const tag = 'backoffice';

export const levelsRoutes = {
  boLevels: def(paths.boLevels, {
    tag,
    summary: "The school's ladders: each discipline's levels in order, with ages, what a child can do and the medal",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    responses: { 200: LevelsResponse, ...staffRead },
  }),
  boSaveLadder: def(paths.boSaveLadder, {
    tag,
    summary:
      "Replaces a discipline's ladder (admins); a level products teach or participants hold cannot be taken out (409 naming it); audited",
    access: 'staff',
    answer: 'json',
    params: LadderParams,
    body: SaveLadderRequest,
    responses: { 200: LevelsResponse, ...staffWrite },
  }),
  boSlotGroups: def(paths.boSlotGroups, {
    tag,
    summary: "A course's children (level, age, group per day) and its groups; a proposed split (by level, then age) while none is saved",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    responses: { 200: SlotGroupsView, ...staffRead },
  }),
  boGroupsCsv: def(paths.boGroupsCsv, {
    tag,
    summary: "A day's groups of a course as CSV (UTF-8 with BOM, ';' separated): group, level, child, age, order",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSlotParams,
    query: GroupsCsvQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  boSaveGroups: def(paths.boSaveGroups, {
    tag,
    summary:
      "Saves the course's groups for every day (the proposal, as staff edited it); each child in exactly one group; 409 once groups exist",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    body: SaveGroupsRequest,
    responses: { 200: SlotGroupsView, ...staffWrite },
  }),
  boNewGroup: def(paths.boNewGroup, {
    tag,
    summary: 'Adds an empty group to the course, to move children into',
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    body: NewGroupRequest,
    responses: { 200: SlotGroupsView, ...staffWrite },
  }),
  boMoveChild: def(paths.boMoveChild, {
    tag,
    summary: 'Moves a child into another group from a day on (that day and the following ones); recorded with who and when',
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    body: MoveChildRequest,
    responses: { 200: SlotGroupsView, ...staffWrite },
  }),
  boRenameGroup: def(paths.boRenameGroup, {
    tag,
    summary: 'Names a group ("Flocon A")',
    access: 'staff',
    answer: 'json',
    params: GroupParams,
    query: GroupsQuery,
    body: RenameGroupRequest,
    responses: { 200: SlotGroupsView, ...staffWrite },
  }),
  boSlotResults: def(paths.boSlotResults, {
    tag,
    summary: "Each child's latest result in the course (level passed, not yet, next level advised, comment), by whom and when",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    responses: { 200: ResultsResponse, ...staffRead },
  }),
  boSaveResults: def(paths.boSaveResults, {
    tag,
    summary:
      'Records results entered on a phone, at once or when the signal is back: a result whose key was applied before is not applied again',
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: GroupsQuery,
    body: SaveResultsRequest,
    responses: { 200: ResultsResponse, ...staffWrite },
  }),
  boSendProgressCards: def(paths.boSendProgressCards, {
    tag,
    summary:
      "E-mails each family its children's progress cards (level passed, medal, comment, next level advised), in the order's language",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    responses: { 200: ProgressCardsResult, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
