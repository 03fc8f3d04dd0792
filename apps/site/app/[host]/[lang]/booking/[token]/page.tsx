import { BookingPage, bookingPageMetadata } from '../../../../../src/components/my-booking/BookingPage';

// The customer's booking page (fr `/reservation/<token>/`, en `/en/booking/<token>/`): the token is a
// credential and the booking changes (refunds), so it is rendered on each request and never cached.
export const dynamic = 'force-dynamic';

const SEGMENT = 'booking';
type Props = {
  params: Promise<{ host: string; lang: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => bookingPageMetadata(params, SEGMENT);

export default function Page({ params, searchParams }: Props) {
  // The query says what became of a note sent without the page's script (`?note=saved&for=12-0`).
  return <BookingPage params={params} query={searchParams} segment={SEGMENT} />;
}
