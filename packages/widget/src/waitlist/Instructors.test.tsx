// @vitest-environment happy-dom
import type { ProductView } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormCtx } from '../shared';
import { Instructors } from './Instructors';

const instructors = [
  { id: 4, firstName: 'Basile', lastInitial: 'R', photoUrl: null, languages: ['fr'] },
  { id: 7, firstName: 'Camille', lastInitial: 'D', photoUrl: null, languages: ['fr', 'en'] },
];
const product = { key: 'cours-particulier-ski' } as ProductView;
const setup = (call: ReturnType<typeof vi.fn>, lang = 'fr', ins?: number) => {
  const announce = vi.fn();
  const m = { ins, setIns: vi.fn() };
  const ctx = { api: { call }, lang, resort: 'val-neige', announce } as unknown as FormCtx;
  render(<Instructors ctx={ctx} product={product} m={m} />);
  return { announce, m, user: userEvent.setup() };
};

afterEach(cleanup);

describe('a private lesson’s preferred instructor', () => {
  it('offers “No preference” first, then the instructors by first name with their languages; a choice asks for their hours', async () => {
    const call = vi.fn(async () => ({ instructors }));
    const { announce, m, user } = setup(call);
    const select = (await screen.findByRole('combobox', { name: 'Moniteur souhaité (facultatif)' })) as HTMLSelectElement;
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/booking/products/:key/instructors' }), {
      params: { key: 'cours-particulier-ski' },
      query: { resort: 'val-neige', lang: 'fr' },
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Peu importe', 'Basile R. (français)', 'Camille D. (français, anglais)']);
    expect(select.value).toBe('');
    expect(
      select.getAttribute('aria-describedby') && document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Le calendrier montre alors ses heures libres.');
    await user.selectOptions(select, 'Camille D. (français, anglais)');
    expect(m.setIns).toHaveBeenCalledWith(7);
    expect(announce).toHaveBeenCalledWith('Le calendrier montre les heures libres de Camille D.');
    await user.selectOptions(select, 'Peu importe');
    expect(m.setIns).toHaveBeenLastCalledWith(undefined);
    expect(announce).toHaveBeenLastCalledWith('Le calendrier montre les heures libres de tous les moniteurs.');
  });

  it('says it in English, and shows the instructor already chosen', async () => {
    setup(
      vi.fn(async () => ({ instructors })),
      'en',
      4,
    );
    const select = (await screen.findByRole('combobox', { name: 'Preferred instructor (optional)' })) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No preference', 'Basile R. (French)', 'Camille D. (French, English)']);
    expect(select.value).toBe('4');
  });

  it('is left out when the school lists no one for the lesson, or the list cannot be read (the lesson is booked with anyone)', async () => {
    const none = vi.fn(async () => ({ instructors: [] }));
    setup(none);
    await waitFor(() => expect(none).toHaveBeenCalled());
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();
    const down = vi.fn(async () => {
      throw new ApiCallError(503, 'down', 'internal');
    });
    setup(down);
    await waitFor(() => expect(down).toHaveBeenCalled());
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
