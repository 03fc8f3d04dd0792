/** E-mails the platform wrote to MAIL_DIR (one .eml file each), read by the journeys. */

/** The text of an .eml file (quoted-printable and base64 parts decoded). */
export function emlText(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const cut = part.search(/\r?\n\r?\n/);
      const head = cut === -1 ? '' : part.slice(0, cut);
      const body = cut === -1 ? part : part.slice(cut);
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}
