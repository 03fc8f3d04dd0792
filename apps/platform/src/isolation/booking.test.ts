import { bookingCases } from './booking.cases';
import { runCases } from './harness';

runCases('booking, carts, orders and payment', bookingCases, (kind) => `10.62.${kind === 'pglite' ? 1 : 2}`);
