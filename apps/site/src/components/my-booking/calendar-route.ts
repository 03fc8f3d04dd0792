import 'server-only';
import { BOOKING_PAGE_PATH } from '@schuss/contracts';
import { getMyBookingCalendar } from '../../api/my-booking.server';
import { getSite } from '../../api/site.server';

const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/**
 * `…/<token>/calendar.ics`: the platform's calendar file of the booking passed on, as a download.
 * A link the platform refuses is a bare 404 (it reveals nothing), a platform that is down a 503.
 */
export async function calendarResponse(params: Promise<{ host: string; lang: string; token: string }>, segment: string): Promise<Response> {
  const { host, lang: langSegment, token } = await params;
  const site = await getSite(host, langSegment).catch(() => undefined);
  if (site === undefined)
    return new Response('Unavailable', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  const lang = site?.lang;
  if ((lang !== 'fr' && lang !== 'en') || BOOKING_PAGE_PATH[lang] !== `/${segment}/`) {
    return new Response('Not found', { status: 404, headers });
  }
  const file = await getMyBookingCalendar(token, lang);
  if (!file.ok) {
    return new Response(file.status === 404 ? 'Not found' : 'Unavailable', {
      status: file.status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(file.body, {
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${lang === 'fr' ? 'reservation' : 'booking'}.ics"`,
    },
  });
}
