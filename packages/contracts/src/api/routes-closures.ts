/** Weather and safety closures: the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams } from '../backoffice';
import {
  ClosureLangQuery,
  ClosureParams,
  ClosurePreview,
  ClosurePreviewRequest,
  ClosureRequest,
  ClosuresResponse,
  ClosureView,
} from '../closures';
import { ApiError } from '../common';
import * as paths from './paths-closures';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

const tag = 'backoffice';

export const closuresRoutes = {
  boClosures: def(paths.boClosures, {
    tag,
    summary: "The site's weather and safety closures, newest first: what was closed, why, the remedy and what became of each line",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ClosureLangQuery,
    responses: { 200: ClosuresResponse, ...staffRead },
  }),
  boPreviewClosure: def(paths.boPreviewClosure, {
    tag,
    summary:
      'What closing a day or a slot would close and whom it concerns (orders, participants, contacts, refunds, slots to move to); writes nothing',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ClosureLangQuery,
    body: ClosurePreviewRequest,
    responses: { 200: ClosurePreview, ...staffRead, 409: ApiError },
  }),
  boCreateClosure: def(paths.boCreateClosure, {
    tag,
    summary:
      'Closes a day or a slot for a reason, refunds (through the payment provider) or moves its participants and e-mails every contact in the order language; once per idempotency key (201; the same key again: 200 with the first closure)',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ClosureLangQuery,
    body: ClosureRequest,
    responses: { 200: ClosureView, 201: ClosureView, ...staffWrite },
  }),
  boClosure: def(paths.boClosure, {
    tag,
    summary: 'One closure with every affected order line and its outcome (refunded, moved, failed and why)',
    access: 'staff',
    answer: 'json',
    params: ClosureParams,
    query: ClosureLangQuery,
    responses: { 200: ClosureView, ...staffRead },
  }),
  boRetryClosure: def(paths.boRetryClosure, {
    tag,
    summary: "Tries again the refunds of a closure's lines that failed (each once, whoever asks at the same time)",
    access: 'staff',
    answer: 'json',
    params: ClosureParams,
    query: ClosureLangQuery,
    responses: { 200: ClosureView, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
