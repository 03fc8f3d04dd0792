import 'server-only';
import { BOOKING_PAGE_PATH, type MyBookingLang } from '@schuss/contracts';
import { getMyBookingCalendar, getMyBookingInvoice } from '../../api/my-booking.server';
import { getSite } from '../../api/site.server';

const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

type Params = { host: string; lang: string; token: string };
type Found = { ok: true; body: string | ArrayBuffer } | { ok: false; status: number };

/**
 * A file of the booking (under `…/<token>/`), fetched from the platform and passed on as a download from the
 * site's own origin, so that the page's link downloads it. The booking page's segment must be the language's;
 * a link the platform refuses is a bare 404 (it reveals nothing), a platform that is down a 503.
 */
async function fileResponse(
  params: Promise<Params>,
  segment: string,
  fetchFile: (token: string, lang: MyBookingLang) => Promise<Found>,
  file: (lang: MyBookingLang) => { type: string; name: string },
): Promise<Response> {
  const { host, lang: langSegment, token } = await params;
  const site = await getSite(host, langSegment).catch(() => undefined);
  if (site === undefined)
    return new Response('Unavailable', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  const lang = site?.lang;
  if ((lang !== 'fr' && lang !== 'en') || BOOKING_PAGE_PATH[lang] !== `/${segment}/`) {
    return new Response('Not found', { status: 404, headers });
  }
  const found = await fetchFile(token, lang);
  if (!found.ok) {
    return new Response(found.status === 404 ? 'Not found' : 'Unavailable', {
      status: found.status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const { type, name } = file(lang);
  return new Response(found.body, {
    headers: { ...headers, 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });
}

/** `…/<token>/calendar.ics`: the platform's calendar file of the booking. */
export const calendarResponse = (params: Promise<Params>, segment: string) =>
  fileResponse(params, segment, getMyBookingCalendar, (lang) => ({
    type: 'text/calendar; charset=utf-8',
    name: `${lang === 'fr' ? 'reservation' : 'booking'}.ics`,
  }));

/** `…/<token>/invoices/<number>.pdf`: an invoice or credit note of the booking. */
export async function invoiceResponse(params: Promise<Params & { file: string }>, segment: string) {
  const { file } = await params;
  return fileResponse(
    params,
    segment,
    (token) => getMyBookingInvoice(token, file),
    () => ({ type: 'application/pdf', name: file }),
  );
}
