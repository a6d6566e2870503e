#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. Installs what the tests need on a fresh
# machine (Debian chromium when missing and running as root; the local sqld binary) first.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache/test-results

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Prerequisites (native binaries, chromium, sqld)"
node scripts/check-native.mjs
bash scripts/ensure-chromium.sh
bash scripts/setup-sqld.sh

# tsc, eslint and prettier each use one core: side by side they take the longer one's time, not the
# sum. Each writes to its own log, shown whole when it ends, so their lines never interleave.
step "Typecheck, and lint (includes the import arrows and the format) beside it"
npm run --silent typecheck > .cache/test-results/typecheck.log 2>&1 &
typecheck=$!
lint_status=0
npm run --silent lint > .cache/test-results/lint.log 2>&1 || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat .cache/test-results/typecheck.log .cache/test-results/lint.log
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "Typecheck exited $typecheck_status, lint exited $lint_status."
  exit 1
fi

step "Unit and API tests (Node, real libSQL)"
npx vitest run --project node --reporter=default --reporter=json --outputFile.json=.cache/test-results/node.json

# The workerd tests keep about one core busy and the Storybook step (two builds, then every story
# rendered in Chromium) mostly waits: side by side they take the longer one's time. Storybook's
# output is shown whole when it ends, after the workerd tests' own.
step "Tests inside workerd (local sqld), and the Storybook builds beside them (a broken story fails here)"
npm run --silent build-storybook > .cache/test-results/storybook.log 2>&1 &
storybook=$!
workers_status=0
npx vitest run --project workers --reporter=default --reporter=json --outputFile.json=.cache/test-results/workers.json || workers_status=$?
storybook_status=0
wait "$storybook" || storybook_status=$?
printf '\n── Storybook builds and story check\n'
cat .cache/test-results/storybook.log
if [ "$workers_status" -ne 0 ] || [ "$storybook_status" -ne 0 ]; then
  echo "Workerd tests exited $workers_status, Storybook exited $storybook_status."
  exit 1
fi

step "Build platform and SDK"
npm run --silent build

step "Size budgets"
npm run --silent check:size

step "Workers bundle (wrangler dry run)"
npm run --silent check:workers-bundle

step "End-to-end flows in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=.cache/test-results/e2e.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs
