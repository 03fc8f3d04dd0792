import { expect, test } from '@playwright/test';

/**
 * Every rate limit answers at once (issue 29, F2): a booking page refused for too many links that did
 * not work says how long to wait in the visitor's language, at once, never leaving the request waiting.
 */
test('a rate-limited booking page answers at once, in the visitor’s language', async ({ request }) => {
  test.setTimeout(120_000);
  const token = () => `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.padEnd(24, 'x').slice(0, 24);
  // An address of this test's own (the site reads the visitor's address from X-Forwarded-For here), so the
  // limit it reaches is not the one every other journey's requests from this machine count against.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  // Each answer at once (a page waiting on the limit would time out here), until the limit says how long to wait.
  let text = '';
  for (let i = 0; i < 40 && !text.includes('Too many attempts'); i++) {
    const res = await request.get(`/en/booking/${token()}/`, { headers, timeout: 10_000 });
    text = await res.text();
  }
  expect(text).toContain('Too many attempts');
  expect(text).toMatch(/Try again in 1[45] minutes/);
  // In French on the French page.
  const fr = await request.get(`/reservation/${token()}/`, { headers, timeout: 10_000 });
  expect(await fr.text()).toMatch(/Trop de tentatives[\s\S]*Réessayez dans 1[45] minutes/);
});
