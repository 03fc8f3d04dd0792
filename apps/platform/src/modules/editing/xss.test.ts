import { htmlAllowlist, Page, type Section } from '@schuss/contracts';
import { pageVersions, sites } from '@schuss/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitize } from '../../lib/sanitize';
import { mainDrivers, testPlatform } from '../../test/app';
import { DEMO_EDITOR, seedDemoEditor } from '../auth/service';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger XSS cheat sheet, mutation
 * XSS of DOMPurify advisories), saved by an editor as rich text and published: none may survive
 * into the visitor's page (`GET /api/page`) nor the zone HTML (`GET /api/zone`).
 */
const PAYLOADS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script with src, upper case', '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>'],
  ['script split by a nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['double open bracket', '<<script>script>alert(1)//<</script>/script>'],
  ['attribute breakout', '"><script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror, quoted, self-closed', '<img src="x" onerror="alert(1)"/>'],
  ['img onload on an allowed image', '<img src="https://cdn.example/a.png" onload="alert(1)">'],
  ['img javascript: src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  [
    'img data: src',
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==">',
  ],
  ['img data:svg src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img srcset javascript:', '<img src="https://cdn.example/a.png" srcset="javascript:alert(1) 1x, https://cdn.example/b.png 2x">'],
  ['unclosed img', '<img src=x onerror=alert(1)//'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  [
    'math namespace confusion (mXSS)',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['math href', '<math href="javascript:alert(1)">CLICK</math>'],
  ['noscript attribute (mXSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['a javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['a mixed case JaVaScRiPt:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data:text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a data:text/html unencoded', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['a hex entity &#x6A;avascript:', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['a decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  [
    'a padded entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  ['a tab entity inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['a newline inside the scheme', '<a href="java\nscript:alert(1)">x</a>'],
  // As a character reference: a raw control character is refused at the door (400, issue 29), the reference is not.
  ['a leading space and control character', '<a href=" &#1;javascript:alert(1)">x</a>'],
  ['a &colon; entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a onclick', '<a href="#" onclick="alert(1)">x</a>'],
  ['a mailto with an event handler', '<a href="mailto:a@b.example" onmouseover="alert(1)">mail</a>'],
  ['div onmouseover', '<div onmouseover="alert(1)">x</div>'],
  ['style attribute url(javascript:)', '<div style="background-image: url(javascript:alert(1))">x</div>'],
  ['style attribute expression()', '<p style="width: expression(alert(1))">x</p>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style @import', '<style>@import "https://evil.example/x.css";</style>'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed data:svg', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['body onload', '<body onload=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['custom element onfocus', '<xss id=x tabindex=1 onfocus=alert(1) autofocus></xss>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  [
    'template injection (Angular / Vue)',
    "<div ng-app>{{constructor.constructor('alert(1)')()}}</div><p v-html=\"'<img src=x onerror=alert(1)>'\">{{_c.constructor('alert(1)')()}}</p>",
  ],
  ['title attribute with markup', '<a href="https://ok.example/" title=\'"><script>alert(1)</script>\'>ok</a>'],
  ['allowed data-link with javascript:', '<a href="/ok/" data-link="javascript:alert(1)" onclick="alert(1)">ok</a>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['xml processing instruction', '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>'],
];

const ALLOWED_TAGS = new Set(htmlAllowlist.allowedTags);
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'cite', 'background', 'poster', 'data', 'xlink:href']);

/** Decodes the character references an HTML parser would (numeric, and the few named ones used in attacks). */
function decodeEntities(s: string): string {
  const named: Record<string, string> = {
    amp: '&',
    quot: '"',
    apos: "'",
    lt: '<',
    gt: '>',
    colon: ':',
    tab: '\t',
    newline: '\n',
    nbsp: ' ',
  };
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1]?.toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return named[ref.toLowerCase()] ?? m;
  });
}

/** The scheme of a URL as a browser reads it (controls and spaces dropped), or undefined for a relative URL. */
function schemeOf(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop C0 controls and spaces in a URL's scheme
  const bare = decodeEntities(url).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
}

/**
 * What is dangerous in sanitised HTML, as a list of findings (empty: safe). The output of
 * sanitize-html is regular (every attribute double-quoted, `<` `>` `"` escaped in text and
 * values), so tags and attributes are read exactly by these expressions; any `<` left outside
 * a recognised tag is a finding too.
 */
export function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('<script');
  if (/<[^>]*\son\w+\s*=/i.test(html)) found.push('event handler attribute');
  if (/<\s*\/?\s*(iframe|object|embed|style|form|base|meta|link|svg|math|template|input|button|frame|applet|noscript|body)\b/i.test(html)) {
    found.push('forbidden element');
  }
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*)\s*(\/?)>/g;
  for (const m of html.matchAll(tag)) {
    const name = m[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(`tag <${name}>`);
    for (const a of (m[3] ?? '').matchAll(/\s+([^\s"'<>/=]+)(?:="([^"<>]*)")?/g)) {
      const attr = a[1]!.toLowerCase();
      const value = a[2] ?? '';
      const allowed = [...(htmlAllowlist.allowedAttributes[name] ?? []), ...(htmlAllowlist.allowedAttributes['*'] ?? [])];
      if (!allowed.includes(attr)) found.push(`attribute ${attr} on <${name}>`);
      if (attr === 'style' || attr.startsWith('on')) found.push(`attribute ${attr}`);
      if (URL_ATTRIBUTES.has(attr)) {
        const urls = attr === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
        const schemes = name === 'img' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel'];
        for (const url of urls) {
          const scheme = schemeOf(url);
          if (scheme !== undefined && !schemes.includes(scheme)) found.push(`${scheme}: URL in ${attr} of <${name}>`);
        }
      }
      if (/(?:java|vb)script\s*:|data\s*:/i.test(decodeEntities(value).replace(/\s/g, ''))) found.push(`script/data URL in ${attr}`);
    }
  }
  if (html.replace(tag, '').includes('<')) found.push('unescaped < outside a tag');
  return found;
}

describe('the danger detector itself', () => {
  it('flags what it must and passes clean HTML', () => {
    expect(dangers('<p>Bonjour <a href="/cours/" data-link="internal">cours</a> &lt;script&gt;</p>')).toEqual([]);
    expect(dangers('<img src="https://cdn.example/a.png" srcset="https://cdn.example/b.png 2x" alt="" />')).toEqual([]);
    expect(dangers('<a href="&#x6A;avascript:alert(1)">x</a>').length).toBeGreaterThan(0);
    expect(dangers('<img src="x" onerror="alert(1)" />').length).toBeGreaterThan(0);
    expect(dangers('<iframe></iframe>').length).toBeGreaterThan(0);
    expect(dangers('<p style="x">y</p>').length).toBeGreaterThan(0);
    expect(dangers('<img src="data:image/png;base64,AAAA" />').length).toBeGreaterThan(0);
    expect(dangers('<a href="java\tscript:x">y</a>').length).toBeGreaterThan(0);
  });
});

describe.each(mainDrivers)('XSS payloads saved by an editor never reach visitors, on %s', (kind) => {
  const PATH = '/infos-pratiques/lieux-de-rendez-vous/';
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let published: Page;
  let zoneHtml = '';
  let stored = '';

  beforeAll(async () => {
    t = await testPlatform(kind);
    const [demo] = await t.conn.db.select().from(sites).where(eq(sites.key, 'val-neige'));
    await seedDemoEditor(t.conn.db, demo!.id, { memoryKiB: 64, iterations: 1, parallelism: 1 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { site: 'val-neige', email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const draft = await t.app.inject({ method: 'GET', url: `/api/draft?site=val-neige&lang=fr&path=${PATH}&status=draft`, headers });
    expect(draft.statusCode, draft.body).toBe(200);
    const sections: Section[] = PAYLOADS.map(([, html], i) => ({ id: `x${i}`, type: 'richText', html: `<p>avant</p>${html}<p>après</p>` }));
    const ref = { site: 'val-neige', lang: 'fr', path: PATH };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/draft',
      headers,
      payload: { ...ref, baseVersion: draft.json().version, zones: { ...draft.json().zones, content: sections } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [version] = await t.conn.db.select().from(pageVersions).where(eq(pageVersions.id, saved.json().draftVersion));
    stored = JSON.stringify(version?.zones);
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/publish',
      headers,
      payload: { ...ref, baseVersion: saved.json().draftVersion },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/page?site=val-neige&lang=fr&path=${PATH}` });
    expect(page.statusCode, page.body).toBe(200);
    published = Page.parse(page.json());
    const zone = await t.app.inject({ method: 'GET', url: `/api/zone?site=val-neige&lang=fr&path=${PATH}&id=content` });
    expect(zone.statusCode, zone.body).toBe(200);
    zoneHtml = zone.body;
  });
  afterAll(() => t?.close());

  it(`has at least 30 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map(([name], i) => [name, i] as const))('%s: nothing dangerous in the published page', (_name, i) => {
    const section = published.zones.content?.find((s) => s.id === `x${i}`);
    expect(section?.type).toBe('richText');
    const html = section?.type === 'richText' ? section.html : '';
    expect(dangers(html), html).toEqual([]);
    // The surrounding text is kept: sanitising removes the attack, not the editor's content.
    expect(html).toContain('<p>avant</p>');
    expect(html).toContain('après');
  });

  it('nothing dangerous in the zone HTML (GET /api/zone)', () => {
    expect(zoneHtml).toContain('avant');
    expect(dangers(zoneHtml)).toEqual([]);
  });

  it('the stored draft was sanitised on save (not only at render)', () => {
    expect(stored).toContain('avant');
    const htmls = (JSON.parse(stored).content as { html: string }[]).map((s) => s.html);
    expect(htmls).toHaveLength(PAYLOADS.length);
    for (const html of htmls) expect(dangers(html), html).toEqual([]);
  });

  it('keeps safe links and the internal-link marker', () => {
    const j = PAYLOADS.findIndex(([name]) => name === 'allowed data-link with javascript:');
    const marked = published.zones.content?.find((s) => s.id === `x${j}`);
    const markedHtml = marked?.type === 'richText' ? marked.html : '';
    expect(markedHtml).toMatch(/<a href="\/ok\/"( data-link)?>ok<\/a>/);
    expect(markedHtml).not.toContain('javascript');
    expect(sanitize('<a href="/cours/" data-link="internal">cours</a>')).toBe('<a href="/cours/" data-link="internal">cours</a>');
    const i = PAYLOADS.findIndex(([name]) => name === 'a mailto with an event handler');
    const html = published.zones.content?.find((s) => s.id === `x${i}`);
    // `<a href="mailto:…" onmouseover=…>`: the link stays, the handler goes.
    expect(html?.type === 'richText' && html.html).toContain('<a href="mailto:a@b.example">mail</a>');
  });
});
