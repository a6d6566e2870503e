/**
 * `npm run bench`: runs every suite in bench/suites (each exports `name` and `run(settings)`), then
 * prints the size report when a build exists. Informational only: there is no pass/fail threshold,
 * because numbers on a shared 2-core machine vary too much to gate on; compare each route with
 * the bare Hono server measured in the same run.
 *
 *   BENCH_DURATION=4 BENCH_WARMUP=2 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 BENCH_SOAK=20 npm run bench [suite-name-filter]
 *   BENCH_SERVER=source   runs the app through tsx instead of the production bundle
 *   BENCH_PROFILE=<dir>   writes a CPU profile of the main app server there (node --cpu-prof)
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatSizeReport, measureSizes } from '../scripts/check-size.ts';
import { type LoadSettings, loadSettingsFromEnv } from './load.ts';

interface Suite {
  name: string;
  run(settings: LoadSettings): Promise<void>;
}

const settings = loadSettingsFromEnv();
const filter = process.argv[2];
const suitesDir = join(import.meta.dirname, 'suites');
const files = readdirSync(suitesDir)
  .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'))
  .filter((file) => !filter || file.includes(filter))
  .sort();

console.log(
  `Cakeday bench: ${settings.rounds} rounds × ${settings.duration}s per target after ${settings.warmup}s warm-up, ${settings.connections} connections, loopback only, Node ${process.version}, ${availableParallelism()} cores\n`,
);
let failed = false;
for (const file of files) {
  const suite = (await import(pathToFileURL(join(suitesDir, file)).href)) as Suite;
  console.log(`== ${suite.name}`);
  try {
    await suite.run(settings);
  } catch (error) {
    failed = true;
    console.error(`   failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log('');
}

const sizes = measureSizes();
if (sizes.rows.length > 0) console.log(formatSizeReport(sizes));
else console.log('Size report skipped: no build in dist/platform (run `npm run build`).');
if (failed) process.exit(1);
