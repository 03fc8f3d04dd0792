import { z } from 'zod';

/**
 * A site process's heartbeat (`POST /api/site-processes`, `Authorization: Bearer <REVALIDATE_SECRET>`):
 * the address the platform reaches this process at to drop its cached pages after a publish.
 */
export const SiteProcessHeartbeat = z.object({
  url: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).max(300, 'must be at most 300 characters'),
});
export type SiteProcessHeartbeat = z.infer<typeof SiteProcessHeartbeat>;

export const SiteProcessHeartbeatResponse = z.object({
  url: z.string(),
  /** Site processes heard from within the window, this one included: each gets every revalidation. */
  processes: z.number().int().min(1),
  /** Send the next heartbeat within this many seconds, or be left out of revalidations. */
  windowSeconds: z.number().int().min(1),
});
export type SiteProcessHeartbeatResponse = z.infer<typeof SiteProcessHeartbeatResponse>;
