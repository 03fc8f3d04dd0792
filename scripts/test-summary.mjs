// Prints one closing line for the whole `npm test`: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync('test-results/playwright.json')) {
  const p = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  // Errors outside any test (the global teardown's places check) fail the run too.
  for (const e of p.errors ?? []) console.log(`journeys: ${String(e.message ?? e).split('\n')[0]}`);
  failed += (p.errors ?? []).length;
  skipped += p.stats.skipped;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
