/**
 * `npx tsx bench/lighthouse-cli.ts [--runs=3] <url>...`: Lighthouse (mobile) on running pages,
 * one line per URL with the medians. Starts no server; see bench/lighthouse.ts.
 */
import { formatLighthouseRow, runLighthouse } from './lighthouse.ts';

const args = process.argv.slice(2);
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const urls = args.filter((arg) => !arg.startsWith('--'));
if (urls.length === 0) {
  console.error('Usage: tsx bench/lighthouse-cli.ts [--runs=3] <url>...');
  process.exit(2);
}
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
const rows = await runLighthouse(urls, {
  runs,
  onRun: runs > 1 ? (row, run) => console.log(`  run ${run}: ${formatLighthouseRow(row)}`) : undefined,
});
if (runs > 1) console.log(`median of ${runs} runs:`);
for (const row of rows) console.log(formatLighthouseRow(row));
