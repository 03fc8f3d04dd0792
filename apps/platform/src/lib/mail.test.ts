import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage, parseMailbox, schoolSent } from './mail';

const message: MailMessage = {
  id: 'school-sender-test',
  from: { name: 'École de ski Les Arolles', address: 'no-reply@schuss.example' },
  to: 'anne@example.com',
  subject: 'Confirmation',
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
};
const arolles = {
  siteName: 'École de ski Les Arolles',
  mail: { from: 'École de ski Les Arolles <reservations@arolles.example>', replyTo: 'contact@arolles.example' },
};

describe("a school's e-mail sender", () => {
  const dir = mkdtempSync(join(tmpdir(), 'schuss-mail-sender-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is From the school and Reply-To its address when its config names them', async () => {
    const { file } = await createMailer({ MAIL_DIR: dir }).send(schoolSent(message, arolles));
    const eml = readFileSync(file as string, 'utf8');
    // The encoded name may fold the header onto a second line.
    expect(eml).toMatch(/^From: =\?UTF-8\?Q\?=C3=89cole_de_ski_Les_Arolles\?=\s+<reservations@arolles\.example>$/m);
    expect(eml).toMatch(/^Reply-To: contact@arolles\.example$/m);
  });

  it('stays MAIL_FROM, with no Reply-To, for a school without a sender', async () => {
    const sent = schoolSent(message, { siteName: 'École de ski Val-Neige' });
    expect(sent.from).toEqual(message.from);
    const { file } = await createMailer({ MAIL_DIR: dir }).send({ ...sent, id: 'school-sender-default' });
    const eml = readFileSync(file as string, 'utf8');
    expect(eml).toMatch(/^From: .*<no-reply@schuss\.example>$/m);
    expect(eml).not.toMatch(/^Reply-To:/m);
  });

  it('reads "Name <address>" and a bare address', () => {
    expect(parseMailbox('Les Arolles <a@arolles.example>', 'x')).toEqual({ name: 'Les Arolles', address: 'a@arolles.example' });
    expect(parseMailbox('"Les Arolles" <a@arolles.example>', 'x')).toEqual({ name: 'Les Arolles', address: 'a@arolles.example' });
    expect(parseMailbox('a@arolles.example', 'École')).toEqual({ name: 'École', address: 'a@arolles.example' });
  });
});
