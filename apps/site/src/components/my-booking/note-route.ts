import 'server-only';
import { BOOKING_PAGE_PATH, type MyBookingLang } from '@schuss/contracts';
import { type NoteOutcome, saveParticipantNote } from '../../api/my-booking.server';
import { getSite } from '../../api/site.server';
import { noteReturnPath, readNoteForm } from './note-form';

const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

type Params = { host: string; lang: string; token: string };

/**
 * `POST …/<token>/note`: a participant's note for the instructor, from the booking page's form. The page's script
 * asks for JSON (`{ outcome, note }`, the message said where the form is); without a script the browser posts the
 * form and is sent back to the page (303), the outcome in the address, the form in view.
 */
export async function noteResponse(req: Request, params: Promise<Params>, segment: string): Promise<Response> {
  const { host, lang: langSegment, token } = await params;
  const json = (req.headers.get('accept') ?? '').includes('application/json');
  const site = await getSite(host, langSegment).catch(() => undefined);
  const lang = site?.lang;
  if (site === null || (site && ((lang !== 'fr' && lang !== 'en') || BOOKING_PAGE_PATH[lang] !== `/${segment}/`)))
    return new Response('Not found', { status: 404, headers });
  const form = readNoteForm(await req.formData().catch(() => null));
  let outcome: NoteOutcome;
  let note: string | null | undefined;
  if (!site) outcome = 'unavailable';
  else if (!form) outcome = 'invalid';
  else ({ outcome, note } = await saveParticipantNote(token, form.lineId, form.participant, form.note));
  if (json) return Response.json({ outcome, ...(note !== undefined ? { note } : {}) }, { headers });
  const pageLang: MyBookingLang = lang === 'fr' || lang === 'en' ? lang : segment === 'booking' ? 'en' : 'fr';
  const page = noteReturnPath(site?.base ?? '', pageLang, token, form, outcome);
  return new Response(null, { status: 303, headers: { ...headers, location: page } });
}
