import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, testUrls } from './test/app';

/**
 * The platform's OpenAPI document (`/docs/json`, @fastify/swagger with fastify-type-provider-zod's
 * transform) must be a valid OpenAPI 3 document that Redocly's recommended rules pass without an
 * error or a warning: clients are generated from it and the docs UI renders it. A failure lists
 * every problem (rule, where, message).
 */

/**
 * Redocly's recommended rules, with the ones this API turns off and why. Never turn a rule off to
 * hide a defect of the document: fix the route or schema it points at.
 */
const REDOCLY_CONFIG = `extends:
  - recommended
rules:
  # Public routes (content, search, booking, payment pages) are public by design; the routes that
  # need a bearer token, a session cookie, a signature or a secret check it in their own hooks.
  security-defined: off
  # The project has chosen no licence yet (no LICENSE file, no "license" in any package.json): the
  # document must not claim one. Turn this back on when it has one, and name it in info.license.
  info-license: off
  # The server is PLATFORM_URL, which is localhost in tests and in development (a production
  # platform names its own host): the rule is for placeholder servers of hand-written documents.
  no-server-example.com: off
`;

/**
 * Operations where a rule is right in general but not for them, one by one (Redocly's ignore file):
 * rule → JSON pointer of the problem → why. An exemption that no longer matches a problem fails the
 * test, so none outlives its reason.
 */
const EXEMPTIONS: Record<string, Record<string, string>> = {
  'operation-4xx-response': {
    '#/paths/~1health/get/responses': 'a probe takes no input: nothing a caller sends gets a 4xx (503 when unhealthy)',
    '#/paths/~1health~1live/get/responses': 'a probe takes no input: nothing a caller sends gets a 4xx',
    '#/paths/~1health~1ready/get/responses': 'a probe takes no input: nothing a caller sends gets a 4xx (503 when not ready)',
    '#/paths/~1admin/get/responses': 'always redirects to /admin/ (301), whatever the request',
  },
  'operation-2xx-response': {
    '#/paths/~1pay~1{paymentId}/post/responses': 'a paid form redirects (303) to the result page; failures answer pages (4xx)',
    '#/paths/~1media~1{id}/get/responses': 'redirects (302) to the best rendition, never answers the image itself',
    '#/paths/~1admin/get/responses': 'always redirects to /admin/ (301)',
  },
};
const exemptionCount = Object.values(EXEMPTIONS).reduce((n, pointers) => n + Object.keys(pointers).length, 0);

/** The CLI (a self-contained bundle; it has no Node API), run with the Node running the tests. */
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

type RedoclyProblem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
};

type RedoclyReport = { totals: { errors: number; warnings: number; ignored: number }; problems: RedoclyProblem[] };

async function redoclyLint(doc: unknown): Promise<RedoclyReport> {
  const dir = await mkdtemp(join(tmpdir(), 'schuss-openapi-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
    await writeFile(join(dir, 'redocly.yaml'), REDOCLY_CONFIG);
    // Read from the config's folder; JSON is YAML.
    const ignored = Object.fromEntries(Object.entries(EXEMPTIONS).map(([rule, pointers]) => [rule, Object.keys(pointers)]));
    await writeFile(join(dir, '.redocly.lint-ignore.yaml'), JSON.stringify({ 'openapi.json': ignored }, null, 2));
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [redoclyCli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format=json', '--max-problems=10000'],
        // No telemetry, no update check (this machine reaches no such service).
        { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 << 20 },
        // It exits 1 when it finds an error: the report is on stdout either way.
        (err, out, errOut) =>
          out.trim().startsWith('{') ? resolve(out) : reject(err ?? new Error(`redocly lint printed no report: ${errOut}`)),
      );
    });
    return JSON.parse(stdout) as RedoclyReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `rule [severity] /paths/~1a/get: message`, one a line. */
const describeProblems = (problems: RedoclyProblem[]) =>
  problems.map((p) => `${p.ruleId} [${p.severity}] ${p.location.map((l) => l.pointer ?? '?').join(', ')}: ${p.message}`);

describe('OpenAPI document', () => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    t = await testPlatform('pglite', { seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI document (swagger-parser: schema and $ref pointers)', async () => {
    // validate() dereferences the object it is given: it gets its own copy.
    const problems = await SwaggerParser.validate(structuredClone(doc) as SwaggerParser['api']).then(
      () => [],
      (err: Error & { details?: { instancePath?: string; message?: string }[] }) => [
        err.message,
        ...(err.details ?? []).map((d) => `${d.instancePath ?? ''}: ${d.message ?? ''}`),
      ],
    );
    expect(problems).toEqual([]);
  });

  it("passes Redocly's recommended rules without an error or a warning", { timeout: 60_000 }, async () => {
    const report = await redoclyLint(doc);
    expect(describeProblems(report.problems)).toEqual([]);
    expect(report.totals.ignored, 'every exemption still matches a problem').toBe(exemptionCount);
  });

  it('names the platform as its server', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: testUrls.platformUrl })]);
  });
});
