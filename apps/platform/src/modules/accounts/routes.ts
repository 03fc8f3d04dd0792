import type { FastifyPluginAsync } from 'fastify';

/**
 * The back office's accounts area (issue 14): staff routes under `/api/backoffice/sites/:site/…`,
 * each guarded by the back office's `requireBackoffice` (modules/backoffice/session.ts).
 */
export const accountsRoutes: FastifyPluginAsync = async (_app) => {};
