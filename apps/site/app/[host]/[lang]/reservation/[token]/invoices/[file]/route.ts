import { invoiceResponse } from '../../../../../../../src/components/my-booking/calendar-route';

// An invoice or credit note of the booking, from the site's own origin so that the page's link downloads it.
export const dynamic = 'force-dynamic';

export const GET = (_req: Request, { params }: { params: Promise<{ host: string; lang: string; token: string; file: string }> }) =>
  invoiceResponse(params, 'reservation');
