import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createLogger, logFormat } from './logger';

describe('log format', () => {
  it('is JSON in production, in tests and when the output is not a terminal', () => {
    expect(logFormat({ APP_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ APP_ENV: 'test' }, true)).toBe('json');
    expect(logFormat({ APP_ENV: 'demo' }, false)).toBe('json');
    expect(logFormat({ APP_ENV: 'development' }, false)).toBe('json');
  });

  it('is readable for a person at a terminal under npm start (demo) or in development', () => {
    expect(logFormat({ APP_ENV: 'demo' }, true)).toBe('pretty');
    expect(logFormat({ APP_ENV: 'development' }, true)).toBe('pretty');
  });

  it('follows LOG_FORMAT when set, validated with the other variables', () => {
    expect(logFormat(loadEnv({ APP_ENV: 'production', LOG_FORMAT: 'pretty', ...secrets }), false)).toBe('pretty');
    expect(logFormat(loadEnv({ APP_ENV: 'demo', LOG_FORMAT: 'json' }), true)).toBe('json');
    expect(loadEnv({}).LOG_FORMAT).toBeUndefined();
    expect(() => loadEnv({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT: must be pretty or json');
  });

  it('writes readable lines or JSON objects', async () => {
    const write = async (format: 'pretty' | 'json', log: (l: Logger) => void) => {
      const out = new PassThrough();
      let text = '';
      out.on('data', (d) => {
        text += d;
      });
      log(createLogger({ APP_ENV: 'demo', LOG_LEVEL: 'info', LOG_FORMAT: format }, out));
      await new Promise((r) => setTimeout(r, 50));
      return text;
    };
    const ready = (l: Logger) => l.info({ port: 4000 }, 'platform ready');
    const readable = await write('pretty', ready);
    expect(readable).toMatch(/INFO.*platform ready/);
    expect(readable).toContain('port: 4000');
    expect(readable.trim().startsWith('{')).toBe(false);
    expect(JSON.parse(await write('json', ready))).toMatchObject({ level: 30, msg: 'platform ready', port: 4000, service: 'platform' });
    // Fastify's request logs: one line each.
    const requests = await write('pretty', (l) => {
      l.info({ reqId: 'req-1', req: { method: 'GET', url: '/health' } }, 'incoming request');
      l.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 6.2 }, 'request completed');
    });
    expect(requests.trim().split('\n')).toEqual([
      expect.stringMatching(/INFO.*\[req-1\] GET \/health$/),
      expect.stringMatching(/INFO.*\[req-1\] 200 in 6 ms$/),
    ]);
  });
});

const secrets = {
  REVALIDATE_SECRET: 'a-real-secret-of-32-characters!!',
  PAYMENT_SECRET: 'another-real-secret-of-32-chars!',
  VOUCHER_SECRET: 'a-third-real-secret-of-32-chars!',
  METRICS_TOKEN: 'a-real-metrics-token-of-32-chars',
  // The sandbox is refused in production otherwise.
  PAYMENT_ALLOW_TEST_KEYS: 'true',
};
