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

step "Typecheck"
npm run --silent typecheck

step "Lint (includes the import arrows)"
npm run --silent lint

step "Unit and API tests (Node, real libSQL)"
npx vitest run --project node --reporter=default --reporter=json --outputFile.json=.cache/test-results/node.json

step "Tests inside workerd (local sqld)"
npx vitest run --project workers --reporter=default --reporter=json --outputFile.json=.cache/test-results/workers.json

step "Build platform and SDK"
npm run --silent build

step "Size budgets"
npm run --silent check:size

step "Workers bundle (wrangler dry run)"
npm run --silent check:workers-bundle

step "Storybook builds (a broken story fails here)"
npm run --silent build-storybook

step "End-to-end flows in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=.cache/test-results/e2e.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs
