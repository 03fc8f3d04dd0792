import { expect } from 'vitest';
import { foreignId, ownRead, visitor } from './attempts';
import { type Attempt, type Cases, methodOf, type RouteName, url } from './harness';
import { bearer, ROLES, type SchoolData } from './schools';

/** The attacker's editor, staff and admin naming the attacked school in the query or body (editing tool, media): 403. */
function named(
  name: RouteName,
  a: SchoolData,
  b: SchoolData,
  query: Record<string, string> | undefined,
  payload?: object,
  params = {},
): Attempt[] {
  return ROLES.map((role) => ({
    who: `${b.school}'s ${role} naming ${a.school}`,
    status: 403,
    req: {
      method: methodOf(name),
      url: url(name, params, query ? { site: a.school, ...query } : {}),
      headers: bearer(b.tokens[role]),
      ...(payload ? { payload: { site: a.school, ...payload } } : {}),
    },
  }));
}

const page = (s: SchoolData) => ({ lang: 'fr', path: s.page.path });
const noPageOf = (a: SchoolData) => (res: { body: string }) => expect(res.body).not.toContain(a.page.path);

/**
 * Content, editing, media and search: the other school's sessions get 403 on this school's pages,
 * menus and media; its editor, on its own school, gets 404 for this school's pages, versions and
 * media; its visitors read and find none of this school's pages.
 */
export const contentCases: Cases = {
  site: (_a, b) => [visitor(`${b.school}'s visitor`, 'site', 200, {}, { query: { site: b.school } })],
  siteHost: (a, b) => [
    visitor(
      `${b.school}'s host name`,
      'siteHost',
      200,
      {},
      { query: { host: b.school === 'val-neige' ? 'localhost' : 'arolles.localhost' } },
      (res) => expect(res.json().site).toBe(b.school),
    ),
    ...(a ? [] : []),
  ],
  page: (a, b) => [
    visitor(`${b.school}'s visitor asking for ${a.school}'s page`, 'page', 404, {}, { query: { site: b.school, ...page(a) } }),
  ],
  pages: (a, b) => [visitor(`${b.school}'s visitor listing pages`, 'pages', 200, {}, { query: { site: b.school } }, noPageOf(a))],
  search: (a, b) => [
    visitor(
      `${b.school}'s visitor searching ${a.school}'s word`,
      'search',
      200,
      {},
      { query: { site: b.school, lang: 'fr', query: a.page.word } },
      noPageOf(a),
    ),
  ],
  zone: (a, b) => [
    visitor(
      `${b.school}'s visitor reading a zone of ${a.school}'s page`,
      'zone',
      404,
      {},
      { query: { site: b.school, ...page(a), id: 'content' } },
    ),
  ],
  login: (a, b) => [
    {
      who: `${b.school}'s editor logging in to ${a.school}`,
      status: 401,
      req: {
        method: 'POST',
        url: url('login'),
        payload: { site: a.school, email: `editor@${b.school}.test`, password: 'correct horse battery staple' },
      },
    },
  ],
  session: (_a, b) => [ownRead('session', b, 'editor')],
  draft: (a, b) => [
    ...named('draft', a, b, page(a)),
    foreignId('draft', b, 'editor', {}, { query: { site: b.school, ...page(a) } }, 404, 'a page'),
  ],
  saveDraft: (a, b) => [...named('saveDraft', a, b, undefined, { ...page(a), baseVersion: a.page.versionId, zones: {} })],
  publish: (a, b) => [
    ...named('publish', a, b, undefined, { ...page(a), baseVersion: a.page.versionId }),
    foreignId('publish', b, 'editor', {}, { payload: { site: b.school, ...page(a), baseVersion: a.page.versionId } }, 404, 'a page'),
  ],
  discard: (a, b) => [...named('discard', a, b, undefined, page(a))],
  versions: (a, b) => [
    ...named('versions', a, b, page(a)),
    foreignId('versions', b, 'editor', {}, { query: { site: b.school, ...page(a) } }, 404, 'a page'),
  ],
  restore: (a, b) => [
    ...named('restore', a, b, undefined, { ...page(a), versionId: a.page.versionId }),
    // Its own page, the other school's version: copying it would carry the other school's content over.
    foreignId('restore', b, 'editor', {}, { payload: { site: b.school, ...page(b), versionId: a.page.versionId } }, 404, 'a page version'),
  ],
  createPage: (a, b) => [
    ...named('createPage', a, b, undefined, { lang: 'fr', path: '/intrus/', name: 'intrus', title: 'Intrus' }),
    // A translation of the other school's page, on its own school: that page is unknown here.
    foreignId(
      'createPage',
      b,
      'editor',
      {},
      {
        payload: { site: b.school, lang: 'en', path: '/intruder/', name: 'intruder', title: 'Intruder', translationOf: page(a) },
      },
      404,
      'a page to translate',
    ),
  ],
  menu: (a, b) => [...named('menu', a, b, { lang: 'fr' }), ownRead('menu', b, 'editor', {}, { site: b.school, lang: 'fr' })],
  saveMenu: (a, b) => named('saveMenu', a, b, undefined, { lang: 'fr', main: [] }),
  uploadMedia: (a, b) =>
    named('uploadMedia', a, b, {}).map((at) => ({
      ...at,
      req: { ...at.req, headers: { ...at.req.headers, 'content-type': 'image/png' }, payload: Buffer.from('x') },
    })),
  mediaList: (a, b) => [...named('mediaList', a, b, {}), ownRead('mediaList', b, 'editor', {}, { site: b.school })],
  deleteMedia: (a, b) => [
    ...named('deleteMedia', a, b, {}, undefined, { id: a.mediaId }),
    foreignId('deleteMedia', b, 'editor', { id: a.mediaId }, { query: { site: b.school } }, 404, 'a medium'),
  ],
};
