import { timingSafeEqual } from 'node:crypto';
import { RevalidateRequest } from '@schuss/contracts';
import { revalidateTag } from 'next/cache';
import { env } from '../../../src/env.server';

const json = (status: number, body: unknown) => Response.json(body, { status });

function authorised(header: string | null): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(env.REVALIDATE_SECRET);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /api/revalidate` with `Authorization: Bearer <REVALIDATE_SECRET>` and `{tags: [...]}`:
 * the platform calls it when content changes; the next request for those pages renders anew.
 */
export async function POST(request: Request) {
  if (!authorised(request.headers.get('authorization'))) {
    return json(401, { error: { message: 'Missing or wrong revalidation secret', field: 'headers.authorization' } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: { message: 'body: must be JSON', field: 'body' } });
  }
  const parsed = RevalidateRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['body', ...(issue?.path ?? [])].join('.');
    return json(400, { error: { message: `${field}: ${issue?.message}`, field } });
  }
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return json(200, { revalidated: parsed.data.tags });
}
