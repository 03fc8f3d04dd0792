import type { FastifyReply } from 'fastify';

/**
 * A refusal whose answer carries more than `{message, field, code}` (the places taken, the
 * overlapping slots, the problems of each CSV line): thrown by the season's services, sent as is by
 * its routes (`answering`), so the back office can say it in the staff's language. Nothing was written.
 */
export class AnswerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: { message: string; field: string; code: string } & Record<string, unknown> },
  ) {
    super(body.error.message);
  }
}

/** Runs a handler; an AnswerError becomes its answer (other errors go to the platform's error handler). */
export async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AnswerError) return reply.code(err.statusCode).send(err.body);
    throw err;
  }
}
