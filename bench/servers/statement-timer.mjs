/**
 * Preloaded into a profiled server (`EXTRA_IMPORT=bench/servers/statement-timer.mjs npx tsx
 * bench/profile.ts <dir> rsvp`): the wall time of every libsql statement call inside the server,
 * per SQL text and method (`all` counts the `iterate` it runs inside), written to `STMT_OUT`
 * (default /tmp/statement-times.txt) when the server exits. Tells a statement's cost under the real
 * load from its cost in a loop of its own, which on this VM was a half to a third of it (performance
 * archive, 2026-11-28: one-row reads through `get`).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const Database = createRequire(import.meta.url)('libsql');
const probe = new Database(':memory:');
const statementPrototype = Object.getPrototypeOf(probe.prepare('SELECT 1'));
const databasePrototype = Object.getPrototypeOf(probe);
probe.close();

const times = new Map();
const sqlOf = new WeakMap();
// Upper bounds (ns) of the histogram each statement's calls are counted in: a mean alone cannot
// tell a statement that is always slow from one that is fast but now and then waits (decision 052).
const bounds = [5e3, 10e3, 20e3, 50e3, 100e3, 1e6, Infinity];
const note = (key, started) => {
  const entry = times.get(key) ?? { calls: 0, ns: 0, histogram: bounds.map(() => 0) };
  const ns = Number(process.hrtime.bigint() - started);
  entry.calls += 1;
  entry.ns += ns;
  entry.histogram[bounds.findIndex((bound) => ns < bound)] += 1;
  times.set(key, entry);
};
const histogramOf = (histogram) => histogram.map((calls, index) => `${index === bounds.length - 1 ? '≥ 1 ms' : `< ${bounds[index] / 1e3} µs`} ${calls}`).join(' · ');

const prepare = databasePrototype.prepare;
databasePrototype.prepare = function (sql, ...rest) {
  const statement = prepare.call(this, sql, ...rest);
  sqlOf.set(statement, String(sql));
  return statement;
};
const exec = databasePrototype.exec;
databasePrototype.exec = function (sql) {
  const started = process.hrtime.bigint();
  try {
    return exec.call(this, sql);
  } finally {
    note(`exec ${sql}`, started);
  }
};
for (const method of ['all', 'get', 'run', 'iterate']) {
  const original = statementPrototype[method];
  statementPrototype[method] = function (...args) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      note(`${method} ${sqlOf.get(this) ?? '?'}`, started);
    }
  };
}

process.on('exit', () => {
  const lines = [...times]
    .sort((a, b) => b[1].ns - a[1].ns)
    .slice(0, 30)
    .map(
      ([key, { calls, ns, histogram }]) =>
        `${String(calls).padStart(8)} calls ${(ns / calls / 1000).toFixed(1).padStart(8)} µs each ${(ns / 1e6).toFixed(0).padStart(7)} ms in all   ${key.replace(/\s+/g, ' ').slice(0, 140)}\n${' '.repeat(20)}${histogramOf(histogram)}`,
    );
  writeFileSync(process.env.STMT_OUT ?? '/tmp/statement-times.txt', `${lines.join('\n')}\n`);
});
