// @vitest-environment happy-dom
import type { Section } from '@schuss/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from './i18n';
import { ZoneView } from './ZoneView';

const t = messages('en');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Decision 013: a date range is half-open, shown from `from` (included) until `to` (excluded), in
// every program. The editor shows every section whatever its dates, and says on its bar whether
// visitors see it right now.
const FROM = Date.parse('2026-12-19T08:00:00.000Z');
const TO = Date.parse('2026-12-26T18:00:00.000Z');
const dated: Section = {
  id: 's1',
  type: 'richText',
  html: '<p>Christmas week</p>',
  dateRanges: [{ from: new Date(FROM).toISOString(), to: new Date(TO).toISOString() }],
};

const noop = () => {};
const zone = () => (
  <ZoneView
    zone="content"
    host={document.body}
    sections={[dated]}
    previews={new Map()}
    t={t}
    editing={null}
    setEditing={noop}
    onHtml={noop}
    onAdd={noop}
    onMove={noop}
    onRemove={noop}
    onDates={noop}
    onLink={noop}
    onImage={noop}
    onSection={noop}
    onButtonLink={noop}
  />
);

/** The note on the section's bar at instant `at`. */
function noteAt(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  render(zone());
  const bar = within(screen.getByRole('group', { name: 'Section 1 (text)' }));
  // The periods in words either way, after "hidden" when visitors do not see it now.
  const shown = bar.queryByText('Visible from 19 to 26 December');
  const hidden = bar.queryByText('Hidden from visitors right now (outside its dates) · Visible from 19 to 26 December');
  cleanup();
  expect(Boolean(shown) !== Boolean(hidden)).toBe(true);
  return shown ? 'shown' : 'hidden';
}

describe('a dated section in the editor', () => {
  it('is shown from its start included until its end excluded, as on the site', () => {
    expect(noteAt(FROM - 1)).toBe('hidden');
    expect(noteAt(FROM)).toBe('shown');
    expect(noteAt(TO - 1)).toBe('shown');
    expect(noteAt(TO)).toBe('hidden');
  });
});
