import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../lib/mail';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { newKey, paidOrder, staffHeaders } from '../backoffice/staff-fixtures';

/**
 * What a person reading the HTML part notices, with a screen reader or with images blocked: the
 * language and title of the message, headings in order, layout tables that are not read as data,
 * images with a text, links that say where they go.
 */
function accessibilityProblems(html: string, lang: string): string[] {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  if (doc.documentElement.getAttribute('lang') !== lang) problems.push(`html lang is ${doc.documentElement.getAttribute('lang')}`);
  if (!doc.title.trim()) problems.push('no title');
  const levels = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)));
  if (levels[0] !== 1) problems.push(`first heading is h${levels[0]}`);
  if (levels.filter((l) => l === 1).length !== 1) problems.push('not one h1');
  levels.forEach((l, i) => {
    if (i > 0 && l > (levels[i - 1] as number) + 1) problems.push(`h${levels[i - 1]} then h${l}`);
  });
  for (const table of doc.querySelectorAll('table')) {
    const layout = table.getAttribute('role') === 'presentation';
    const dataParts = table.querySelectorAll('th, caption').length > 0;
    // A layout table says so; one that has headers is a data table, never both (WCAG F46).
    if (!layout && !dataParts) problems.push('a layout table without role="presentation"');
    if (layout && dataParts) problems.push('a table with role="presentation" has th or caption');
  }
  for (const img of doc.querySelectorAll('img'))
    if (!img.getAttribute('alt')?.trim()) problems.push(`image ${img.getAttribute('src')} without alt`);
  for (const a of doc.querySelectorAll('a')) {
    if (!(a.textContent ?? '').trim()) problems.push(`link ${a.getAttribute('href')} without text`);
    if (!a.getAttribute('href')) problems.push('link without href');
  }
  window.close();
  return problems;
}

/** The text a reader gets when images are not shown (alt texts stand for them). */
function textWithoutImages(html: string): string {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  for (const img of [...doc.querySelectorAll('img')]) img.replaceWith(doc.createTextNode(img.getAttribute('alt') ?? ''));
  const text = doc.body.textContent ?? '';
  window.close();
  return text.replace(/\s+/g, ' ');
}

// The messages are the same on either driver: PGlite only.
describe('the HTML part of the order e-mails', () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'file',
    async send(m) {
      sent.push(m);
      return {};
    },
  };
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const orders: Record<string, Awaited<ReturnType<typeof paidOrder>>> = {};

  beforeAll(async () => {
    t = await orderPlatform('pglite', { mailer });
    headers = await staffHeaders(t, '10.93.1');
    for (const lang of ['fr', 'en']) {
      const o = await paidOrder(t, { lang, groups: [1, 1] });
      orders[lang] = o;
      const cancelled = await t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${o.number}/cancellations`,
        headers,
        payload: { lineIds: [o.lineIds[0]], refundCents: 1000, reason: 'Blessure', idempotencyKey: newKey(), notify: true },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const closed = await t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/closures?lang=${lang}`,
        headers,
        payload: { scope: 'slot', slotId: o.slotId, reason: 'weather', remedy: 'refund', idempotencyKey: newKey() },
      });
      expect(closed.statusCode, closed.body).toBe(201);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const kinds = ['confirmation', 'cancellation', 'closure'] as const;
  const messageOf = (lang: string, kind: (typeof kinds)[number]) => {
    const number = orders[lang]!.number;
    const id = kind === 'confirmation' ? number : `${number}-${kind}-`;
    const m = sent.find((x) => (kind === 'confirmation' ? x.id === id : x.id.startsWith(id)));
    expect(m, `${kind} e-mail of ${number}`).toBeDefined();
    return m as MailMessage;
  };

  for (const lang of ['fr', 'en'])
    for (const kind of kinds)
      it(`${kind} (${lang}): language, title, headings in order, layout tables, images and links readable`, () => {
        const m = messageOf(lang, kind);
        expect(accessibilityProblems(m.html, lang)).toEqual([]);
        // Everything that matters is text: the order number reads without images.
        expect(textWithoutImages(m.html)).toContain(orders[lang]!.number);
      });

  it('the check finds what a reader would miss', () => {
    const bad = `<!doctype html><html lang="en"><head><title></title></head><body><h2>Order</h2><h4>Lines</h4>
      <table><tr><td>x</td></tr></table><table role="presentation"><tr><th>Dates</th><td>1</td></tr></table>
      <img src="cid:qr"><a href="https://example.org/b"><img src="cid:logo" alt=""></a></body></html>`;
    expect(accessibilityProblems(bad, 'fr')).toEqual([
      'html lang is en',
      'no title',
      'first heading is h2',
      'not one h1',
      'h2 then h4',
      'a layout table without role="presentation"',
      'a table with role="presentation" has th or caption',
      'image cid:qr without alt',
      'image cid:logo without alt',
      'link https://example.org/b without text',
    ]);
  });
});
