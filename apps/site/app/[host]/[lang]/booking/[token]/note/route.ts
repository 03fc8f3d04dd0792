import { noteResponse } from '../../../../../../src/components/my-booking/note-route';

// A participant's note for the instructor, from the booking page's form (with or without the page's script).
export const dynamic = 'force-dynamic';

export const POST = (req: Request, { params }: { params: Promise<{ host: string; lang: string; token: string }> }) =>
  noteResponse(req, params, 'booking');
