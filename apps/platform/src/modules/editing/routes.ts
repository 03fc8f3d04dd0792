import { cacheTags, ErrorCode, MAX_DRAFT_BYTES, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { tagsForPages } from '../../lib/revalidate';
import { addRoute } from '../../lib/route';
import { requireRole } from '../auth';
import type { PriceLookup } from '../content';
import { discard, getDraft, listVersions, publish, restore, saveDraft, VersionConflict } from './service';
import { createPage, getMainMenu, saveMainMenu } from './structure';

/** Answers a version conflict with the page's current version, so the editor's tool can merge. */
async function orConflict<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof VersionConflict) {
      // The reply is sent here; Fastify ignores the value of an async handler that sent it.
      return reply.code(409).send({
        error: { message: err.message, field: err.field, code: err.code, currentVersion: err.currentVersion },
      }) as never;
    }
    throw err;
  }
}

const authorOf = (req: FastifyRequest) => {
  if (!req.auth) throw new Error('editing route without the guard');
  return req.auth.email;
};

/** The site named in the body (never the query: a write is checked against the site it writes to). */
const bodySite = (req: FastifyRequest): string | undefined => {
  const body = req.body as { site?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.site === 'string' ? body.site : undefined;
};
const querySite = (req: FastifyRequest): string | undefined => {
  const query = req.query as { site?: unknown } | undefined;
  return query && typeof query.site === 'string' ? query.site : undefined;
};

/** Defence in depth, after validation: the site the handler works on is the token's site. */
function sameSite(req: FastifyRequest, site: string) {
  if (req.auth?.site !== site) throw new HttpError(403, `This token is not valid for site "${site}"`, undefined, ErrorCode.Forbidden);
}

/**
 * Content write API of editors: the draft as the editor sees it, save with a version
 * check, publish (search index and site revalidation), discard, history and restore. Every route
 * needs a token with the role editor or admin on the site named in the query or body; the guard
 * runs before input validation, so a caller without a valid token learns nothing but 401/403.
 */
export const editingRoutes: FastifyPluginAsync<{ prices?: PriceLookup }> = async (app, { prices }) => {
  // The guard runs before validation, so a caller without a valid token learns nothing about the input.
  // Without a site the token's own is checked; validation then answers 400 (the site is required).
  const roles = ['editor', 'admin'] as const;
  const guard = requireRole(app, { roles, site: bodySite });
  const readGuard = requireRole(app, { roles, site: querySite });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  addRoute(
    app,
    routes.draft,
    (req) => {
      sameSite(req, req.query.site);
      return getDraft(app.db, req.query, prices);
    },
    { preValidation: readGuard },
  );

  addRoute(
    app,
    routes.saveDraft,
    (req, reply) => {
      sameSite(req, req.body.site);
      return orConflict(reply, () => saveDraft(app.db, req.body, authorOf(req)));
    },
    { preValidation: guard, bodyLimit: MAX_DRAFT_BYTES },
  );

  addRoute(
    app,
    routes.publish,
    (req, reply) => {
      sameSite(req, req.body.site);
      return orConflict(reply, async () => {
        const { site, lang, path } = req.body;
        const done = await publish(app.db, req.body);
        req.log.info({ site, lang, path, version: done.publishedVersion, by: authorOf(req), changed: done.changed }, 'page published');
        const tags = tagsForPages(site, done.affected.length ? done.affected : [{ lang, path }]);
        if (done.metaChanged) tags.push(cacheTags.site(site));
        // Never fails the publish: a site that is down has nothing cached to drop.
        const revalidated = await app.site.revalidate(tags);
        const { changed: _c, metaChanged: _m, affected: _a, ...versions } = done;
        return { ...versions, revalidated };
      });
    },
    { preValidation: guard },
  );

  addRoute(
    app,
    routes.discard,
    (req, reply) => {
      sameSite(req, req.body.site);
      return orConflict(reply, () => discard(app.db, req.body));
    },
    { preValidation: guard },
  );

  addRoute(
    app,
    routes.versions,
    (req) => {
      sameSite(req, req.query.site);
      return listVersions(app.db, req.query);
    },
    { preValidation: readGuard },
  );

  addRoute(
    app,
    routes.restore,
    (req, reply) => {
      sameSite(req, req.body.site);
      return orConflict(reply, () => restore(app.db, req.body, authorOf(req)));
    },
    { preValidation: guard },
  );
  addRoute(
    app,
    routes.createPage,
    async (req, reply) => {
      sameSite(req, req.body.site);
      const { affected, ...created } = await createPage(app.db, req.body, authorOf(req));
      req.log.info({ site: req.body.site, lang: created.lang, path: created.path, by: authorOf(req) }, 'page created');
      // The page lists (sitemaps, menus pickers) and the translations' language switchers show it.
      const revalidated = await app.site.revalidate(tagsForPages(req.body.site, affected));
      return reply.code(201).send({ ...created, revalidated });
    },
    { preValidation: guard },
  );

  addRoute(
    app,
    routes.menu,
    (req) => {
      sameSite(req, req.query.site);
      return getMainMenu(app.db, req.query);
    },
    { preValidation: readGuard },
  );

  addRoute(
    app,
    routes.saveMenu,
    async (req) => {
      sameSite(req, req.body.site);
      const saved = await saveMainMenu(app.db, req.body);
      req.log.info({ site: req.body.site, lang: req.body.lang, by: authorOf(req) }, 'main menu saved');
      // Menus are part of the site data every page shows.
      const revalidated = await app.site.revalidate([cacheTags.site(req.body.site)]);
      return { ...saved, revalidated };
    },
    { preValidation: guard },
  );
};
