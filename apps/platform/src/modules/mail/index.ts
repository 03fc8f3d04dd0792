/** The mail module's one door: what other modules and the app may use of it. */

export type { OutboxOutcome } from './outbox';
export { outboxMailer } from './outbox';
