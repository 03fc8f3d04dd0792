// @vitest-environment happy-dom
import type { CreatePageRequest, CreatePageResult } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n';
import { description, draftPage } from '../test-fixtures';
import { NewPageDialog } from './NewPageDialog';

const t = messages('en');
afterEach(cleanup);

type Create = (req: CreatePageRequest) => Promise<CreatePageResult>;
const created: Create = async (req) => ({
  lang: req.lang,
  path: req.path,
  group: req.name,
  version: 1,
  draftVersion: 1,
  publishedVersion: null,
  revalidated: true,
});

function open(create = vi.fn<Create>(created)) {
  const domains = vi.fn(async () => ({ en: 'https://www.val-neige.example/en', fr: 'https://www.val-neige.example/fr/' }));
  render(
    <NewPageDialog
      t={t}
      page={draftPage()}
      langs={['en', 'fr']}
      create={create}
      domains={domains}
      siteUrl="https://www.val-neige.example/en/"
      onClose={() => {}}
    />,
  );
  screen.getByRole('dialog', { name: 'Create a page' });
  return { create, domains, user: userEvent.setup() };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { title?: string; name?: string; path?: string }) {
  if (values.title !== undefined) await user.type(field('Title'), values.title);
  if (values.name !== undefined) await user.type(field('Technical name (letters, digits, dashes)'), values.name);
  if (values.path !== undefined) await user.type(field('Path (e.g. /activities/snowshoeing/)'), values.path);
}

describe('the new-page form', () => {
  it('shows a message by each field left empty and creates nothing', async () => {
    const { create, user } = open();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(description(field('Title'))).toBe('The title is required');
    expect(description(field('Technical name (letters, digits, dashes)'))).toBe('Lowercase letters, digits and dashes');
    expect(description(field('Path (e.g. /activities/snowshoeing/)'))).toBe('The path must start and end with /');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a name with capitals and a path without its closing slash, and accepts them corrected', async () => {
    const { create, user } = open();
    await fill(user, { title: 'Snowshoeing', name: 'Snow-Shoes', path: '/activities/snowshoeing' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(description(field('Technical name (letters, digits, dashes)'))).toBe('Lowercase letters, digits and dashes');
    expect(description(field('Path (e.g. /activities/snowshoeing/)'))).toBe('The path must start and end with /');
    expect(field('Title').getAttribute('aria-invalid')).toBeNull();
    expect(create).not.toHaveBeenCalled();

    await user.clear(field('Technical name (letters, digits, dashes)'));
    await user.type(field('Path (e.g. /activities/snowshoeing/)'), '/');
    await fill(user, { name: 'snowshoes' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Page created.');
    expect(create).toHaveBeenCalledWith({
      site: 'val-neige',
      lang: 'en',
      path: '/activities/snowshoeing/',
      name: 'snowshoes',
      title: 'Snowshoeing',
      template: 'content',
    });
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe(
      'https://www.val-neige.example/en/activities/snowshoeing/',
    );
  });

  it("creates a translation, linked to this page, on the other language's domain", async () => {
    const { create, user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to create' }), 'Translation of this page in French');
    await fill(user, { title: 'Cours de ski', name: 'cours', path: '/cours/' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await screen.findByText('Page created.');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ lang: 'fr', translationOf: { lang: 'en', path: '/lessons/' } }));
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('https://www.val-neige.example/fr/cours/');
  });

  it("shows the platform's refusal next to the field it names", async () => {
    const create = vi.fn<Create>(async () => {
      throw new ApiCallError(400, 'This path is taken', 'invalid_input', 'body.path');
    });
    const { user } = open(create);
    await fill(user, { title: 'Lessons again', name: 'lessons-2', path: '/lessons/' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await vi.waitFor(() => expect(description(field('Path (e.g. /activities/snowshoeing/)'))).toBe('This path is taken'));
    expect(screen.queryByText('Page created.')).toBeNull();
  });
});
