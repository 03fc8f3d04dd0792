// @vitest-environment happy-dom
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormCtx } from '../shared';
import { Family } from './Family';

const leon = {
  firstName: 'Léon',
  lastName: 'Martin',
  birthDate: '2020-01-01',
  discipline: 'ski',
  level: '1re-etoile',
  levelName: '1re Étoile',
  course: 'Ski',
};
const ctxWith = (call: ReturnType<typeof vi.fn>, lang = 'fr') =>
  ({ api: { call }, lang, resort: 'val-neige', announce: vi.fn() }) as unknown as FormCtx;

afterEach(cleanup);

describe('a family link’s panel', () => {
  it('says in words when the link no longer works (revoked or altered), without a retry', async () => {
    const call = vi.fn(async () => {
      throw new ApiCallError(404, 'This booking link does not work', 'link_invalid', 'params.token');
    });
    render(<Family ctx={ctxWith(call)} token="t" levels={[]} onPick={vi.fn()} />);
    expect(await screen.findByText('Ce lien famille ne fonctionne plus : indiquez le niveau de chaque enfant ci-dessous.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a spinner, then an error with a retry that loads the children again', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new ApiCallError(503, 'down', 'internal'))
      .mockResolvedValueOnce({ children: [leon] });
    const onPick = vi.fn();
    render(<Family ctx={ctxWith(call, 'en')} token="t" levels={[]} onPick={onPick} />);
    expect(screen.getByRole('status').textContent).toContain('Loading the advised levels…');
    expect((await screen.findByRole('alert')).textContent).toContain("Your children's advised levels could not be loaded.");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // A product that asks no level (a lift pass): the child is proposed by name, without a level.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enrol Léon' }));
    expect(onPick).toHaveBeenCalledWith({ ...leon, level: null });
  });
});
