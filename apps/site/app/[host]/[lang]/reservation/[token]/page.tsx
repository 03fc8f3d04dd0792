import { BookingPage, bookingPageMetadata } from '../../../../../src/components/my-booking/BookingPage';

// The customer's booking page (fr `/reservation/<token>/`, en `/en/booking/<token>/`): the token is a
// credential and the booking changes (refunds), so it is rendered on each request and never cached.
export const dynamic = 'force-dynamic';

const SEGMENT = 'reservation';
type Props = { params: Promise<{ host: string; lang: string; token: string }> };

export const generateMetadata = ({ params }: Props) => bookingPageMetadata(params, SEGMENT);

export default function Page({ params }: Props) {
  return <BookingPage params={params} segment={SEGMENT} />;
}
