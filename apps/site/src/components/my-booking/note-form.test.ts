import { describe, expect, it } from 'vitest';
import { noteReturnPath, outcomeFor, readNoteForm } from './note-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe('the note form of the booking page', () => {
  it('reads whose note it is and its text; anything else is not a note', () => {
    expect(readNoteForm(form({ lineId: '12', participant: '1', note: ' Allergique aux arachides ' }))).toEqual({
      lineId: 12,
      participant: 1,
      note: ' Allergique aux arachides ',
    });
    expect(readNoteForm(form({ lineId: '0', participant: '1', note: 'x' }))).toBeNull();
    expect(readNoteForm(form({ lineId: '12', participant: '-1', note: 'x' }))).toBeNull();
    expect(readNoteForm(form({ lineId: '12', participant: 'a', note: 'x' }))).toBeNull();
    expect(readNoteForm(form({ lineId: '12', participant: '0' }))).toBeNull();
    expect(readNoteForm(null)).toBeNull();
    // Too long is the platform's to say (by the field): only a body far beyond any note is cut.
    expect(readNoteForm(form({ lineId: '12', participant: '0', note: 'x'.repeat(501) }))?.note).toHaveLength(501);
  });

  it('comes back to the page in its language with the outcome, the form in view', () => {
    expect(noteReturnPath('', 'fr', 'tok_123', { lineId: 12, participant: 1 }, 'saved')).toBe(
      '/reservation/tok_123/?note=saved&for=12-1#note-12-1',
    );
    expect(noteReturnPath('/en', 'en', 'tok_123', null, 'invalid')).toBe('/en/booking/tok_123/?note=invalid');
  });

  it('says an outcome on the form it was about; a link that does not work on every form', () => {
    const q = { note: 'tooLong', for: '12-1' };
    expect(outcomeFor(q, 12, 1)).toBe('tooLong');
    expect(outcomeFor(q, 12, 0)).toBeUndefined();
    expect(outcomeFor({ note: 'invalid' }, 12, 0)).toBe('invalid');
    expect(outcomeFor({ note: 'saved' }, 12, 0)).toBeUndefined();
    expect(outcomeFor({ note: '<script>', for: '12-1' }, 12, 1)).toBeUndefined();
    expect(outcomeFor({}, 12, 1)).toBeUndefined();
  });
});
