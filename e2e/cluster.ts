/** The cluster journey's helpers: an SMTP sink that counts every message, and requests to one process. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { emlText } from './mail';

type SinkMessage = { raw: string; text: string };

/**
 * An SMTP server keeping every message it receives, in order: a message sent twice is counted twice
 * (the journeys' sink of mail.ts names files by message id, so a second copy would replace the first).
 */
export async function startCountingSmtpSink(): Promise<{ url: string; messages: SinkMessage[]; close(): Promise<void> }> {
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        messages.push({ raw, text: emlText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page asked of one process directly (not through the load balancer), with the public host name the
 * load balancer would pass on (the site finds the school and the language by it).
 */
export function getFrom(processUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, processUrl), { headers: { host }, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`${processUrl}${path}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}
