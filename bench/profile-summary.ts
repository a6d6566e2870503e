/**
 * Summarises a V8 CPU profile (node --cpu-prof; the bench writes one with BENCH_PROFILE=<dir>):
 * the share of idle time, garbage collection and program time, then self time by package and
 * the top functions, so "where does the server wait, where does it work" has an answer.
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile>
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = Math.max(0, profile.timeDeltas[index] ?? 0);
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  total += delta;
});

function area(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return 'node: internals';
  if (url.includes('/worker/') || url.includes('/core/') || url.includes('dist/server')) return 'cakeday (worker/core)';
  return url;
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, time] of selfTime) {
  const node = byId.get(id)!;
  areas.set(area(node), (areas.get(area(node)) ?? 0) + time);
  const key = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${node.callFrame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
}
const pct = (time: number) => `${((time / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby area (self time):');
for (const [name, time] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${pct(time)}  ${name}`);
console.log('\ntop functions (self time):');
for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(time)}  ${name}`);
