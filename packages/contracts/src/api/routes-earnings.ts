/** Back office, hours and earnings (issue 31): the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams } from '../backoffice';
import {
  BankAccountRequest,
  EarningsInstructor,
  EarningsInstructorParams,
  EarningsQuery,
  EarningsReport,
  EarningsStatement,
  SepaQuery,
  ShareRule,
} from '../earnings';
import * as paths from './paths-earnings';
import { Bytes, csvFile, def, documentOf, type RouteDef, staffRead, staffWrite } from './route-def';

const tag = 'backoffice';

export const earningsRoutes = {
  boEarnings: def(paths.boEarnings, {
    tag,
    summary:
      "Hours and earnings of a period (at most a season): each instructor who gave lessons, with hours, lessons, what was collected for them (from the ledger), the school's share by its rule and what is owed; the rule",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: EarningsQuery,
    responses: { 200: EarningsReport, ...staffRead },
  }),
  boEarningsCsv: def(paths.boEarningsCsv, {
    tag,
    summary:
      "The period's earnings for the office: one row per instructor with hours, lessons, collected, the school's share and owed (UTF-8 with BOM, ';' separated)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    query: EarningsQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  boEarningsSepa: def(paths.boEarningsSepa, {
    tag,
    summary:
      "A SEPA credit transfer file (pain.001.001.03) paying each instructor with an account what is owed for the period, from the school's account; 409 when the school's account is not set or nothing is to be paid",
    access: 'staff',
    answer: 'text',
    params: BackofficeSiteParams,
    query: SepaQuery,
    responses: { 200: documentOf('The pain.001.001.03 XML file, as an attachment', ['application/xml']), ...staffWrite },
  }),
  boShareRule: def(paths.boShareRule, {
    tag,
    summary:
      "Saves the school's share of its instructors' lessons (admins): a percentage and/or an amount per hour, and the school's account they are paid from; audited",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: ShareRule,
    responses: { 200: ShareRule, ...staffWrite },
  }),
  boEarningsStatement: def(paths.boEarningsStatement, {
    tag,
    summary: "One instructor's statement of a period: each lesson given with its hours, participants, collected, share and owed",
    access: 'staff',
    answer: 'json',
    params: EarningsInstructorParams,
    query: EarningsQuery,
    responses: { 200: EarningsStatement, ...staffRead },
  }),
  boEarningsPdf: def(paths.boEarningsPdf, {
    tag,
    summary: "One instructor's statement of a period as a PDF, in the staff's language",
    access: 'staff',
    answer: 'pdf',
    params: EarningsInstructorParams,
    query: EarningsQuery,
    responses: { 200: documentOf('The statement as a PDF, as an attachment', ['application/pdf'], Bytes), ...staffRead },
  }),
  boBankAccount: def(paths.boBankAccount, {
    tag,
    summary: 'Sets or removes the account an instructor is paid to (admins): holder, IBAN, BIC; audited',
    access: 'staff',
    answer: 'json',
    params: EarningsInstructorParams,
    body: BankAccountRequest,
    responses: { 200: EarningsInstructor.shape.bankAccount, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
