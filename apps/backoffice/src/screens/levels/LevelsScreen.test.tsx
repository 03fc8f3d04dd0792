// @vitest-environment happy-dom
import type { Level, LevelsResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { levelsEn, levelsFr } from '../../i18n/levels';
import { fakeFetch, renderInApp, SESSION } from '../../test-fixtures';
import LevelsScreen from './LevelsScreen';

const level = (key: string, position: number, fr: string, ageMin: number | null, ageMax: number | null): Level => ({
  discipline: 'ski',
  key,
  position,
  name: { fr, en: fr },
  ageMin,
  ageMax,
  canDo: { fr: `Sait faire ${fr}`, en: `Can do ${fr}` },
  medal: position === 0 ? null : { fr: `Médaille ${fr}`, en: `${fr} medal` },
});

const ladders = (): LevelsResponse => ({
  levels: [
    level('flocon', 1, 'Flocon', 4, 12),
    level('ourson', 0, 'Ourson', 3, 6),
    level('premiere-etoile', 2, '1re Étoile', 5, null),
    { ...level('debutant', 0, 'Débutant', 8, null), discipline: 'snowboard' },
  ],
});

const ADMIN = { status: 'in' as const, session: { ...SESSION, role: 'admin' as const } };

describe('the levels screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is in the navigation after the catalogue, and opens at /admin/levels', async () => {
    fakeFetch((_method, url) => (url.pathname.endsWith('/levels') ? { body: ladders() } : { body: { schools: [] } }));
    renderInApp(<App />, { lang: 'fr', url: '/admin/levels' });
    expect(await screen.findByRole('heading', { level: 1, name: levelsFr.title }, { timeout: 10_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.indexOf('Niveaux')).toBe(names.indexOf('Catalogue') + 1);
    expect(within(nav).getByRole('link', { name: 'Niveaux' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows each discipline’s ladder in order, read only for staff', async () => {
    const { calls } = fakeFetch(() => ({ body: ladders() }));
    renderInApp(<LevelsScreen />, { lang: 'fr' });
    const ski = await screen.findByRole('region', { name: levelsFr.ladderTitle('Ski alpin') });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/levels');
    const rows = within(ski).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Ourson', 'Flocon', '1re Étoile']);
    expect(within(rows[1] as HTMLElement).getByText('4 à 12 ans')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Médaille Flocon')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('5 ans et plus')).toBeTruthy();
    expect(screen.getByRole('region', { name: levelsFr.ladderTitle('Snowboard') })).toBeTruthy();
    expect(screen.getByText(levelsFr.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: levelsFr.edit('Ski alpin') })).toBeNull();
  });

  it('lets an admin move a level up, change a field, add one and save the whole ladder', async () => {
    const saved = ladders();
    const { calls } = fakeFetch((method) => ({ body: method === 'PUT' ? saved : ladders() }));
    renderInApp(<LevelsScreen />, { lang: 'fr', auth: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: levelsFr.edit('Ski alpin') }));
    const form = screen.getByRole('form', { name: levelsFr.formLabel('Ski alpin') });
    expect(
      within(form)
        .getByRole('button', { name: levelsFr.moveUp('Ourson') })
        .hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: levelsFr.moveUp('Flocon') }));
    const legends = () =>
      within(form)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent);
    expect(legends()).toEqual(['1. Flocon', '2. Ourson', '3. 1re Étoile']);
    await userEvent.click(within(form).getByRole('button', { name: levelsFr.moveDown('Ourson') }));
    expect(legends()).toEqual(['1. Flocon', '2. 1re Étoile', '3. Ourson']);
    // Flocon's oldest age goes, a new level at the end.
    const flocon = within(form).getAllByRole('group')[0] as HTMLElement;
    await userEvent.clear(within(flocon).getByLabelText(levelsFr.ageMax));
    await userEvent.click(within(form).getByRole('button', { name: levelsFr.addLevel }));
    const added = within(form).getAllByRole('group')[3] as HTMLElement;
    expect(document.activeElement).toBe(within(added).getByLabelText(levelsFr.key));
    await userEvent.type(within(added).getByLabelText(levelsFr.key), 'deuxieme-etoile');
    await userEvent.type(within(added).getByLabelText(levelsFr.nameFr), '2e Étoile');
    await userEvent.type(within(added).getByLabelText(levelsFr.nameEn), '2nd Star');
    await userEvent.type(within(added).getByLabelText(levelsFr.ageMin), '6');
    await userEvent.type(within(added).getByLabelText(levelsFr.canDoFr), 'Virages parallèles');
    await userEvent.type(within(added).getByLabelText(levelsFr.canDoEn), 'Parallel turns');
    await userEvent.click(within(form).getByRole('button', { name: levelsFr.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/levels/ski');
    const body = put?.body as { levels: { key: string; ageMin: number | null; ageMax: number | null; medal: unknown }[] };
    expect(body.levels.map((l) => l.key)).toEqual(['flocon', 'premiere-etoile', 'ourson', 'deuxieme-etoile']);
    expect(body.levels[0]).toMatchObject({ ageMin: 4, ageMax: null, medal: { fr: 'Médaille Flocon', en: 'Flocon medal' } });
    expect(body.levels[3]).toEqual({
      key: 'deuxieme-etoile',
      name: { fr: '2e Étoile', en: '2nd Star' },
      ageMin: 6,
      ageMax: null,
      canDo: { fr: 'Virages parallèles', en: 'Parallel turns' },
      medal: null,
    });
    expect(await screen.findByText(levelsFr.saved('Ski alpin'))).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says in French, without calling the platform, what to correct', async () => {
    const { calls } = fakeFetch(() => ({ body: ladders() }));
    renderInApp(<LevelsScreen />, { lang: 'fr', auth: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: levelsFr.edit('Ski alpin') }));
    const form = screen.getByRole('form');
    const ourson = within(form).getAllByRole('group')[0] as HTMLElement;
    await userEvent.clear(within(ourson).getByLabelText(levelsFr.nameFr));
    await userEvent.type(within(ourson).getByLabelText(levelsFr.ageMin), '0');
    await userEvent.clear(within(ourson).getByLabelText(levelsFr.medalEn));
    await userEvent.type(within(ourson).getByLabelText(levelsFr.medalFr), 'Ourson');
    await userEvent.click(within(form).getByRole('button', { name: levelsFr.save }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe(levelsFr.fixErrors(3));
    expect(within(ourson).getByText(levelsFr.required)).toBeTruthy();
    expect(within(ourson).getByText(levelsFr.agesOrder)).toBeTruthy();
    expect(within(ourson).getByText(levelsFr.medalBoth)).toBeTruthy();
    expect(within(ourson).getByLabelText(levelsFr.nameFr).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says a refusal of the platform in the staff’s language: a level still in use (French), a field, a non-admin (English)', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: { message: 'Level ourson is taught', code: 'level_in_use' } },
    };
    fakeFetch((method) => (method === 'PUT' ? answer : { body: ladders() }));
    renderInApp(<LevelsScreen />, { lang: 'fr', auth: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: levelsFr.edit('Ski alpin') }));
    await userEvent.click(screen.getByRole('button', { name: levelsFr.remove('Ourson') }));
    await userEvent.click(screen.getByRole('button', { name: levelsFr.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(levelsFr.inUse('Ourson'));
    cleanup();

    answer = {
      status: 400,
      body: { error: { message: 'must be at most 300 characters', field: 'body.levels.1.canDo.en', code: 'invalid' } },
    };
    renderInApp(<LevelsScreen />, { lang: 'en', auth: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: levelsEn.edit('Alpine skiing') }));
    await userEvent.click(screen.getByRole('button', { name: levelsEn.save }));
    const flocon = (await screen.findAllByRole('group'))[1] as HTMLElement;
    expect(await within(flocon).findByText(levelsEn.tooLong(300))).toBeTruthy();
    expect(within(flocon).getByLabelText(levelsEn.canDoEn).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(levelsEn.fixErrors(1));
    cleanup();

    answer = { status: 403, body: { error: { message: 'Forbidden', code: 'forbidden' } } };
    renderInApp(<LevelsScreen />, { lang: 'en', auth: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: levelsEn.edit('Alpine skiing') }));
    await userEvent.click(screen.getByRole('button', { name: levelsEn.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(levelsEn.forbidden);
  });
});
