import { BOOKING_PAGE_PATH, type MyBookingLang, PARTICIPANT_NOTE_MAX } from '@schuss/contracts';

/** The outcomes the booking page says in words after a note was sent (`myBooking.note.<outcome>`). */
export const NOTE_OUTCOMES = ['saved', 'removed', 'tooLong', 'closed', 'invalid', 'tooMany', 'unavailable'] as const;
export type NoteOutcomeKey = (typeof NOTE_OUTCOMES)[number];

/** A note form's fields (`lineId`, `participant`, `note`), or null when they are not a note's. */
export function readNoteForm(data: FormData | null): { lineId: number; participant: number; note: string } | null {
  const lineId = Number(data?.get('lineId'));
  const participant = Number(data?.get('participant'));
  const note = data?.get('note');
  if (!Number.isInteger(lineId) || lineId < 1 || !Number.isInteger(participant) || participant < 0 || participant > 99) return null;
  if (typeof note !== 'string') return null;
  // The platform says "too long" (400 naming body.note): only a body far beyond any note is cut here.
  return { lineId, participant, note: note.slice(0, PARTICIPANT_NOTE_MAX * 4) };
}

/** The id of a participant's note form on the booking page (the anchor the page comes back to). */
export const noteAnchor = (lineId: number, participant: number) => `note-${lineId}-${participant}`;

/** Back to the booking page after a form sent without a script: the outcome and whose note in the query, the form in view. */
export function noteReturnPath(
  base: string,
  lang: MyBookingLang,
  token: string,
  form: { lineId: number; participant: number } | null,
  outcome: NoteOutcomeKey,
): string {
  const page = `${base}${BOOKING_PAGE_PATH[lang]}${token}/`;
  if (!form) return `${page}?note=${outcome}`;
  return `${page}?note=${outcome}&for=${form.lineId}-${form.participant}#${noteAnchor(form.lineId, form.participant)}`;
}

/** The outcome of the address (`?note=saved&for=12-0`) for one participant's form; none for the others. */
export function outcomeFor(
  query: Record<string, string | string[] | undefined>,
  lineId: number,
  participant: number,
): NoteOutcomeKey | undefined {
  const outcome = query.note;
  if (typeof outcome !== 'string' || !(NOTE_OUTCOMES as readonly string[]).includes(outcome)) return undefined;
  // A refusal of the whole link is said on every form; the others on the form they were about.
  if (query.for === undefined) return outcome === 'invalid' || outcome === 'unavailable' ? (outcome as NoteOutcomeKey) : undefined;
  return query.for === `${lineId}-${participant}` ? (outcome as NoteOutcomeKey) : undefined;
}
