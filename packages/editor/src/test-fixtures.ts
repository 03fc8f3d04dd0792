import type { DraftPage } from '@schuss/contracts';
import type { MountOptions } from './App';

/** Shared by the component tests: a draft page as `GET /api/draft` answers it, and the site's mount options. */
export const draftPage = (over: Partial<DraftPage> = {}): DraftPage => ({
  site: 'val-neige',
  lang: 'en',
  path: '/lessons/',
  group: 'lessons',
  name: 'lessons',
  title: 'Ski lessons',
  subTitle: null,
  shortTitle: null,
  disabled: false,
  template: 'content',
  seo: {},
  zones: {},
  translations: [{ lang: 'en', path: '/lessons/' }],
  updatedAt: '2026-01-10T10:00:00.000Z',
  status: 'draft',
  version: 7,
  hasDraft: false,
  publishedVersion: 7,
  ...over,
});

export const mountOptions = (over: Partial<MountOptions> = {}): MountOptions => ({
  token: 'token',
  site: 'val-neige',
  lang: 'en',
  path: '/lessons/',
  platformUrl: 'https://platform.example',
  siteUrl: 'https://www.val-neige.example/en/',
  langs: ['en', 'fr'],
  onLogout: () => {},
  ...over,
});

/** The text of the elements an input's aria-describedby points to (its error message, for a screen reader). */
export const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
