import { calendarResponse } from '../../../../../../src/components/my-booking/calendar-route';

// The booking's calendar file, from the site's own origin so that the page's link downloads it.
export const dynamic = 'force-dynamic';

export const GET = (_req: Request, { params }: { params: Promise<{ host: string; lang: string; token: string }> }) =>
  calendarResponse(params, 'reservation');
