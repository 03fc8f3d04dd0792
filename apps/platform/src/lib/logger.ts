import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { PlatformEnv } from '../env';

export type LogFormat = 'pretty' | 'json';

type LoggerEnv = Pick<PlatformEnv, 'APP_ENV' | 'LOG_FORMAT' | 'LOG_LEVEL'>;

/**
 * How the platform writes its log: LOG_FORMAT when set; otherwise readable lines for a person at a
 * terminal (`npm start` runs the demo, development), and one JSON object a line everywhere else
 * (production, tests, output piped to a file or a log collector).
 */
export function logFormat(env: Pick<LoggerEnv, 'APP_ENV' | 'LOG_FORMAT'>, isTTY: boolean): LogFormat {
  if (env.LOG_FORMAT) return env.LOG_FORMAT;
  return isTTY && (env.APP_ENV === 'demo' || env.APP_ENV === 'development') ? 'pretty' : 'json';
}

/**
 * The platform's pino logger on `out` (stdout). Readable lines go through a pino-pretty stream in
 * this process (no transport worker thread), written synchronously so the last lines before an exit
 * are not lost.
 */
export function createLogger(env: LoggerEnv, out: Writable & { isTTY?: boolean } = process.stdout): Logger {
  const options = { level: env.LOG_LEVEL, base: { service: 'platform' } };
  if (logFormat(env, Boolean(out.isTTY)) === 'json') return out === process.stdout ? pino(options) : pino(options, out);
  return pino(
    options,
    pretty({
      destination: out === process.stdout ? 1 : out,
      sync: true,
      colorize: Boolean(out.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,service,reqId,req,res,responseTime',
      messageFormat: requestLine,
    }),
  );
}

/** Fastify's request logs on one line each: `[req-1] GET /health` then `[req-1] 200 in 6 ms` (any other message after them). */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const msg = String(log[messageKey] ?? '');
  const id = log.reqId ? `[${log.reqId}] ` : '';
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const rest = (usual: string) => (msg && msg !== usual ? ` — ${msg}` : '');
  if (req?.method) return `${id}${req.method} ${req.url}${rest('incoming request')}`;
  if (res?.statusCode) return `${id}${res.statusCode} in ${Math.round(Number(log.responseTime ?? 0))} ms${rest('request completed')}`;
  return `${id}${msg}`;
}
