/** Back office, instructors (issue 31): the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams } from '../backoffice';
import {
  ArchiveInstructorRequest,
  AvailabilityCellsRequest,
  AvailabilityChanged,
  AvailabilityPatternRequest,
  Instructor,
  InstructorAvailabilityQuery,
  InstructorAvailabilityResponse,
  InstructorInput,
  InstructorParams,
  InstructorSettings,
  InstructorsQuery,
  InstructorsResponse,
  MyAvailabilityQuery,
  MyAvailabilityRequest,
  MyAvailabilityView,
} from '../instructors';
import {
  AssignRequest,
  AssignResponse,
  MyCheckInRequest,
  MyCheckInResponse,
  MyLessonsQuery,
  MyLessonsView,
  PlanningQuery,
  PlanningView,
  ProposeRequest,
  ProposeResponse,
} from '../planning';
import * as paths from './paths-instructors';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

const tag = 'backoffice';

export const instructorsRoutes = {
  boInstructors: def(paths.boInstructors, {
    tag,
    summary:
      "The school's instructors (active by default), filtered by discipline or language, each with their earliest diploma expiry and days available in a week; and the school's rules for their own changes",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: InstructorsQuery,
    responses: { 200: InstructorsResponse, ...staffRead },
  }),
  boInstructorCreate: def(paths.boInstructorCreate, {
    tag,
    summary:
      "Adds an instructor: name, contact, disciplines with the levels of the school's ladders they may teach, languages, diplomas; audited",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: InstructorInput,
    responses: { 201: Instructor, ...staffWrite },
  }),
  boInstructorSettings: def(paths.boInstructorSettings, {
    tag,
    summary: "The school's rules for instructors' own availability changes (locked N days ahead); the office is not bound by them",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: InstructorSettings,
    responses: { 200: InstructorSettings, ...staffWrite },
  }),
  boAvailability: def(paths.boAvailability, {
    tag,
    summary: "Every active instructor's availability by half-day over a period (at most 200 days)",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: InstructorAvailabilityQuery,
    responses: { 200: InstructorAvailabilityResponse, ...staffRead },
  }),
  boAvailabilityCells: def(paths.boAvailabilityCells, {
    tag,
    summary: 'Sets half-days one by one (a null status clears one)',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: AvailabilityCellsRequest,
    responses: { 200: AvailabilityChanged, ...staffWrite },
  }),
  boAvailabilityPattern: def(paths.boAvailabilityPattern, {
    tag,
    summary:
      'Sets a week pattern (a status per weekday and half-day) over a period for one or several instructors, optionally only the half-days not entered yet',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: AvailabilityPatternRequest,
    responses: { 200: AvailabilityChanged, ...staffWrite },
  }),
  boInstructor: def(paths.boInstructor, {
    tag,
    summary: "An instructor's profile",
    access: 'staff',
    answer: 'json',
    params: InstructorParams,
    responses: { 200: Instructor, ...staffRead },
  }),
  boInstructorUpdate: def(paths.boInstructorUpdate, {
    tag,
    summary: "Changes an instructor's profile; audited",
    access: 'staff',
    answer: 'json',
    params: InstructorParams,
    body: InstructorInput,
    responses: { 200: Instructor, ...staffWrite },
  }),
  boInstructorArchive: def(paths.boInstructorArchive, {
    tag,
    summary: 'Archives an instructor (kept with their history, left out of lists and availability) or brings them back; audited',
    access: 'staff',
    answer: 'json',
    params: InstructorParams,
    body: ArchiveInstructorRequest,
    responses: { 200: Instructor, ...staffWrite },
  }),
  boInstructorAvailability: def(paths.boInstructorAvailability, {
    tag,
    summary: "One instructor's availability by half-day over a period (at most 200 days): their season overview",
    access: 'staff',
    answer: 'json',
    params: InstructorParams,
    query: InstructorAvailabilityQuery,
    responses: { 200: InstructorAvailabilityResponse, ...staffRead },
  }),
  boPlanning: def(paths.boPlanning, {
    tag,
    summary:
      'The planning board of a day or a week: instructors with their availability and minutes assigned, the groups and private lessons with their instructor (or none), and instructors needed per day and level against those available',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: PlanningQuery,
    responses: { 200: PlanningView, ...staffRead },
  }),
  boAssign: def(paths.boAssign, {
    tag,
    summary:
      'Gives a group (on a day) or a private lesson to an instructor, or takes it back; refused (409, the reason in words) when the instructor is elsewhere then, not available, or lacks the discipline, level or language; audited',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: AssignRequest,
    responses: { 200: AssignResponse, ...staffWrite },
  }),
  boPropose: def(paths.boPropose, {
    tag,
    summary:
      "Fills a day's lessons without an instructor: qualified and free instructors first, then the fewest hours, then the group's instructor of the other days; audited",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: ProposeRequest,
    responses: { 200: ProposeResponse, ...staffWrite },
  }),
  boMyLessons: def(paths.boMyLessons, {
    tag,
    summary:
      "An instructor's lessons of the next days (their own; staff name one): times, meeting point, the children with their level, the parents' phone and check-in",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: MyLessonsQuery,
    responses: { 200: MyLessonsView, ...staffRead },
  }),
  boMyCheckIn: def(paths.boMyCheckIn, {
    tag,
    summary:
      "Checks a child of one of the instructor's lessons in (or out) on its day; another day than today only when confirmed (409 otherwise)",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: MyCheckInRequest,
    responses: { 200: MyCheckInResponse, ...staffWrite },
  }),
  boMyAvailability: def(paths.boMyAvailability, {
    tag,
    summary:
      "The instructor's own half-days (instructors only; the office uses the instructors' availability): status, whether the school's lock or the past keeps it for the office, and the lessons given to them then",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: MyAvailabilityQuery,
    responses: { 200: MyAvailabilityView, ...staffRead },
  }),
  boMyAvailabilitySave: def(paths.boMyAvailabilitySave, {
    tag,
    summary:
      "Changes the instructor's own half-days (instructors only); a past day or one within the school's lock, or a half-day with a lesson of theirs made not available, is refused (409 naming the cell, the reason in words); audited",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: MyAvailabilityRequest,
    responses: { 200: AvailabilityChanged, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
