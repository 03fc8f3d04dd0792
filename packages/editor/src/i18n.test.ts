import { Section } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { messages } from './i18n';

describe('the editing tool names every kind of section', () => {
  // The section list reads "Section 3 (find my booking)", never the contract's internal type name.
  const types = Section.options.map((o) => o.shape.type.value);

  it.each(['fr', 'en'])('in %s', (lang) => {
    expect(types.length).toBeGreaterThan(5);
    for (const type of types) expect(messages(lang).types[type], type).toMatch(/^[^A-Z]+$/);
  });
});
