#!/usr/bin/env bash
# npm test: lint, the lint rules' own test, typecheck, unit, integration (embedded PGlite, and
# PostgreSQL when DATABASE_URL is set), the JavaScript budget of the built app and end-to-end in
# Chromium. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
# Each stage's wall time, printed at the end (the suite must stay within CI's time).
timings=()
current_stage=""
stage_started=$SECONDS
end_stage() {
  if [ -n "$current_stage" ]; then
    timings+=("$(printf '%5ss  %s' "$((SECONDS - stage_started))" "$current_stage")")
  fi
}
stage() {
  end_stage
  current_stage="$*"
  stage_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
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
npx tsx scripts/bundle-budget.mjs

# nginx in front of three API processes from the build, on PostgreSQL, Redis and S3 (docs/deploy.md).
nginx_bin="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ] && [ -x "$nginx_bin" ]; then
  stage "topology: nginx, three API processes, PostgreSQL, Redis, S3; one process killed"
  (cd apps/api && NGINX_PATH="$nginx_bin" npx vitest run --config vitest.topology.config.ts $(vitest_json topology))
else
  echo "(the topology stage needs DATABASE_URL, REDIS_URL and nginx (sudo apt-get install -y nginx): skipped)"
fi

stage "end-to-end: Chromium"
(cd apps/web && PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" node e2e/run.mjs)

end_stage
printf '\nTime per stage:\n'
printf '  %s\n' "${timings[@]}"
printf '  %5ss  in all\n' "$SECONDS"

node scripts/summarise-results.mjs "$results_dir"
