#!/usr/bin/env node
/** Adds up the JSON reports of every suite `npm test` ran into one closing line. */
import { existsSync, readFileSync } from 'node:fs';

const dir = '.cache/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['node', 'workers']) {
  const file = `${dir}/${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const e2eFile = `${dir}/e2e.json`;
if (existsSync(e2eFile)) {
  const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
