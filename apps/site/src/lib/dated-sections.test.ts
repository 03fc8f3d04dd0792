import type { Section } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { applyDateRanges, type DatedElement, datedSectionProps } from './dated-sections';

// A section dated "from 19 December 08:00 until 26 December 18:00" (UTC).
const FROM = '2026-12-19T08:00:00.000Z';
const TO = '2026-12-26T18:00:00.000Z';
const ms = (iso: string) => Date.parse(iso);
const dated: Section = { id: 'xmas', type: 'richText', html: '<p>Christmas week</p>', dateRanges: [{ from: FROM, to: TO }] };
const always: Section = { id: 'intro', type: 'richText', html: '<p>Welcome</p>' };

/** The sections of a zone a visitor sees in the page the server renders at `now` (RenderBlocks' attributes). */
const shownOnServer = (now: number) => [always, dated].filter((s) => !datedSectionProps(s, new Date(now)).hidden).map((s) => s.id);

/** The dated section in the browser, as the DateRangeGuard finds it in a page rendered earlier and cached. */
function inBrowser(now: number, editor = false) {
  const { 'data-date-ranges': dateRanges } = datedSectionProps(dated, ms(FROM) - 86_400_000);
  const el: DatedElement = { hidden: true, dataset: { dateRanges } };
  const next = applyDateRanges([el], now, editor);
  return { shown: !el.hidden, next };
}

describe('dated sections (docs/spec.md §4: shown from `from` included until `to` excluded)', () => {
  it('are rendered by the server from the instant their range starts until the instant it ends', () => {
    expect(shownOnServer(ms(FROM) - 1)).toEqual(['intro']);
    expect(shownOnServer(ms(FROM))).toEqual(['intro', 'xmas']);
    expect(shownOnServer(ms(TO) - 1)).toEqual(['intro', 'xmas']);
    expect(shownOnServer(ms(TO))).toEqual(['intro']);
  });

  it('carry their ranges into the page; a section without ranges carries nothing and is never hidden', () => {
    expect(datedSectionProps(dated, ms(TO))).toEqual({ 'data-date-ranges': JSON.stringify([{ from: FROM, to: TO }]), hidden: true });
    expect(datedSectionProps(always, ms(TO))).toEqual({});
    expect(datedSectionProps({ ...always, dateRanges: [] }, ms(TO))).toEqual({});
  });

  it('are shown and hidden by the browser at the same instants, which looks again at the next one', () => {
    expect(inBrowser(ms(FROM) - 1)).toEqual({ shown: false, next: ms(FROM) });
    expect(inBrowser(ms(FROM))).toEqual({ shown: true, next: ms(TO) });
    expect(inBrowser(ms(TO) - 1)).toEqual({ shown: true, next: ms(TO) });
    expect(inBrowser(ms(TO))).toEqual({ shown: false, next: Number.POSITIVE_INFINITY });
  });

  it('are all shown to an editor, and hidden from visitors when their ranges cannot be read', () => {
    expect(inBrowser(ms(TO), true).shown).toBe(true);
    const broken: DatedElement = { hidden: false, dataset: { dateRanges: '{not json' } };
    applyDateRanges([broken], ms(FROM), false);
    expect(broken.hidden).toBe(true);
    applyDateRanges([broken], ms(FROM), true);
    expect(broken.hidden).toBe(false);
  });
});
