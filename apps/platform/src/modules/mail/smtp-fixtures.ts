// A real SMTP server for the tests (smtp-server), whose messages are parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_ID_HEADER } from '../../lib/mail';

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Messages accepted, parsed, in order of arrival. */
  received: ParsedMail[];
  /** The next messages it refuses (451, "try again later"), one per unit. */
  refuse: number;
  /** Messages refused so far. */
  refused: number;
  /** `X-Schuss-Mail-Id` of a message received. */
  mailId(m: ParsedMail): string | undefined;
  close(): Promise<void>;
};

export async function smtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    refuse: 0,
    refused: 0,
    mailId: (m) => {
      const v = m.headers.get(MAIL_ID_HEADER.toLowerCase());
      return typeof v === 'string' ? v : undefined;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.refuse > 0) {
          sink.refuse--;
          sink.refused++;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            sink.received.push(parsed);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
