#!/usr/bin/env bash
# `npm test`: everything CI checks, on a machine that may have neither Chromium nor PostgreSQL yet.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

# Each stage's time, printed at the end (also when a stage fails): `npm test` must stay well under CI's limit.
started=$(date +%s)
stage_names=()
stage_starts=()
step() {
  stage_names+=("$*")
  stage_starts+=("$(date +%s)")
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
stage_times() {
  local now i end
  now=$(date +%s)
  printf '\n\033[1m== Stage times\033[0m\n'
  for i in "${!stage_names[@]}"; do
    end=${stage_starts[$((i + 1))]:-$now}
    printf '%6ss  %s\n' "$((end - stage_starts[i]))" "${stage_names[$i]}"
  done
  printf '%6ss  total\n' "$((now - started))"
}
trap stage_times EXIT

step "System packages (Chromium, PostgreSQL, Java for the HTML validator)"
bash scripts/ensure-system-deps.sh

step "Lint and format (Biome)"
npx biome ci .

step "Type check"
npm run typecheck --silent

step "Unit and integration tests (Vitest; platform on PostgreSQL, and on PGlite too where requests race, rows lock, or a migration or seed runs)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

step "Build of the booking widget (esbuild, one IIFE file)"
node packages/widget/build.mjs

step "Build of the editing tool (esbuild, one IIFE file: cms.js)"
node packages/editor/build.mjs

step "Build of the back office (Vite, served by the platform at /admin/)"
node apps/backoffice/build.mjs

step "Production build of the site"
# Built for the URLs the journeys use (they end up in the rewrites and the Content-Security-Policy), into
# the journeys' own build directory: `npm start` keeps apps/site/.next, even while it runs.
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-test}"
rm -rf "apps/site/${NEXT_DIST_DIR}"
# With source maps: the journeys' budget check attributes the first load's bytes to our code or the framework's.
APP_ENV=test SITE_URL="http://localhost:${E2E_SITE_PORT:-3100}" PLATFORM_URL="http://localhost:${E2E_PLATFORM_PORT:-4100}" SITE_SOURCE_MAPS=1 \
  node scripts/build-site.mjs

step "End-to-end journeys (Playwright, Debian Chromium)"
# A failed journey still gets the closing line below ("N passed, M failed"), then fails the run.
journeys=0
npx playwright test -c e2e/playwright.config.ts || journeys=$?

node scripts/test-summary.mjs
exit "$journeys"
