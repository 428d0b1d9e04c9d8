#!/usr/bin/env bash
# npm test: lint, the lint rules' own test, typecheck, unit, integration (embedded PGlite, and
# PostgreSQL when DATABASE_URL is set), the JavaScript budget of the built app and end-to-end in
# Chromium. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
stage() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
vitest_json() { echo "--reporter=default --reporter=json --outputFile=$results_dir/$1.json"; }

stage "lint"
npm run lint --silent

stage "unit: lint rules (import boundaries and cycles fire)"
npx vitest run --dir scripts $(vitest_json lint-rules)

stage "typecheck"
npm run typecheck --silent

stage "unit: shared"
(cd packages/shared && npx vitest run $(vitest_json shared))

stage "unit: web"
(cd apps/web && npx vitest run $(vitest_json web))

stage "integration: API on embedded PostgreSQL (PGlite)"
(cd apps/api && NESTLY_TEST_DB=pglite npx vitest run $(vitest_json api-pglite))

if [ -n "${DATABASE_URL:-}" ]; then
  stage "integration: API on PostgreSQL ($DATABASE_URL)"
  (cd apps/api && NESTLY_TEST_DB=postgres npx vitest run $(vitest_json api-postgres))
else
  echo "(DATABASE_URL not set: the PostgreSQL pass of the integration suite is skipped)"
fi

stage "build and JavaScript budget (gzipped, per page)"
npm run build --silent
node scripts/bundle-budget.mjs

stage "end-to-end: Chromium"
(cd apps/web && PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" node e2e/run.mjs)

node scripts/summarise-results.mjs "$results_dir"
