import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { recordHeartbeat, SITE_PROCESS_WINDOW_SECONDS } from './service';

/** Compares digests, so neither the secret's length nor its characters leak through timing. */
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `POST /api/site-processes`: a site process says it is there (apps/site/instrumentation.ts, every ~10 s);
 * app.site.revalidate posts to every process heard from within the window. The site holds the shared
 * revalidation secret already (the platform uses it to call the site): it proves the caller is one.
 */
export const siteProcessRoutes: FastifyPluginAsync = async (app) => {
  const secret = digest(app.env.REVALIDATE_SECRET);
  const guard = async (req: FastifyRequest) => {
    const given = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), secret)) {
      throw new HttpError(401, 'Missing or wrong revalidation secret', 'headers.authorization', ErrorCode.Unauthorized);
    }
  };
  addRoute(
    app,
    routes.siteProcessHeartbeat,
    async (req) => {
      const processes = await recordHeartbeat(app.db, req.body.url);
      return { url: req.body.url, processes, windowSeconds: SITE_PROCESS_WINDOW_SECONDS };
    },
    { preValidation: guard },
  );
};
