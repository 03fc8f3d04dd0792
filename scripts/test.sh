#!/usr/bin/env bash
# `npm test`: everything CI checks, on a machine that may have neither Chromium nor PostgreSQL yet.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

# Each stage's time, printed at the end (also when a stage fails): `npm test` must stay well under CI's limit.
# Beside it, the CPU the whole machine spent meanwhile (from /proc/stat, so anything else running counts too):
# a stage whose CPU is twice its time kept both cores of a 2-core machine busy, and only less work makes it faster.
started=$(date +%s)
stage_names=()
stage_starts=()
stage_cpus=()
# The machine's busy CPU time so far, in clock ticks (user, nice, system, irq, softirq, steal).
busy() {
  if [[ -r /proc/stat ]]; then
    awk '/^cpu /{print $2 + $3 + $4 + $7 + $8 + $9; exit}' /proc/stat
  else
    echo ""
  fi
}
ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
started_cpu=$(busy)
step() {
  stage_names+=("$*")
  stage_starts+=("$(date +%s)")
  stage_cpus+=("$(busy)")
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
# "  120s    228s CPU  Unit and integration tests": CPU seconds of the whole machine during the stage.
cpu_between() {
  if [[ -n "$1" && -n "$2" ]]; then printf '%6ss CPU' "$((($2 - $1) / ticks))"; else printf '%10s' '-'; fi
}
stage_times() {
  local now now_cpu i end end_cpu
  now=$(date +%s)
  now_cpu=$(busy)
  printf '\n\033[1m== Stage times (time, then the CPU the machine spent: %s cores)\033[0m\n' "$(nproc 2>/dev/null || echo '?')"
  for i in "${!stage_names[@]}"; do
    end=${stage_starts[$((i + 1))]:-$now}
    end_cpu=${stage_cpus[$((i + 1))]:-$now_cpu}
    printf '%6ss  %s  %s\n' "$((end - stage_starts[i]))" "$(cpu_between "${stage_cpus[$i]}" "$end_cpu")" "${stage_names[$i]}"
  done
  printf '%6ss  %s  total\n' "$((now - started))" "$(cpu_between "$started_cpu" "$now_cpu")"
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
