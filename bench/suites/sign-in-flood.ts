/**
 * A member's sign-in while a registration flood runs (an outside probe found that a 16-connection
 * flood made 4.8 accounts/s and slowed other members' sign-ins from ~0.3 s to 3.5–6.1 s). The app
 * runs as production does on a fresh database; the flood comes from autocannon in another process;
 * the member's sign-ins are timed one after another from this process, before and during the flood.
 *
 * Two floods: from one address (the registration throttle answers 429 before any hashing), and
 * from "many addresses" — the throttle lifted with REGISTRATIONS_PER_ADDRESS_PER_HOUR, as a botnet
 * would look — where only the bounded, sign-in-first hashing keeps members' sign-ins quick.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomToken } from '#worker/services/tokens.ts';
import { appCommand, appEnv } from '../app-server.ts';
import { formatLine, type LoadSettings, runLoad, startServer } from '../load.ts';

export const name = 'Sign-in latency during a registration flood (16 connections)';

const SIGN_INS = 8;
const FLOOD_CONNECTIONS = 16;
const member = { name: 'Mia Member', email: 'mia@bench.cakeday.test', password: 'lantern-harbour-violet-42' };
const json = { 'content-type': 'application/json' };

async function timedSignIns(origin: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < SIGN_INS; index++) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/email-auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: member.email, password: member.password }) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the member's sign-in answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const describeTimes = (times: number[]) => `p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms  max ${times.at(-1)!.toFixed(0)} ms`;

export async function run(settings: LoadSettings): Promise<void> {
  const command = appCommand();
  const floods: { label: string; env: Record<string, string> }[] = [
    { label: 'from one address (throttled)', env: {} },
    { label: 'from many addresses (throttle lifted)', env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000' } },
  ];
  for (const flood of floods) {
    const dir = join(tmpdir(), `cakeday-flood-${randomToken(6)}`);
    mkdirSync(dir, { recursive: true });
    const server = await startServer('Cakeday', command, { ...(await appEnv(join(dir, 'app.db'), randomToken(32))), ...flood.env });
    try {
      const registered = await fetch(`${server.origin}/api/email-auth/register`, { method: 'POST', headers: json, body: JSON.stringify(member) });
      if (registered.status !== 201) throw new Error(`registering the member answered ${registered.status}`);
      const quiet = await timedSignIns(server.origin);
      // Every flood request is a full registration attempt (the same new-account body: the password
      // is hashed before the duplicate email is found, as an attacker's fresh emails would be).
      const floodBody = JSON.stringify({ name: 'Flood', email: 'flood@bench.cakeday.test', password: 'marzipan-orbit-cello-77' });
      const floodRun = runLoad(
        { url: `${server.origin}/api/email-auth/register`, method: 'POST', headers: json, body: floodBody },
        { connections: FLOOD_CONNECTIONS, warmup: 1, duration: Math.max(settings.duration, 4) + 2 },
      );
      // Sign in once the flood is under way (after its warm-up second).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const busy = await timedSignIns(server.origin);
      const result = await floodRun;
      console.log(`member sign-in, ${flood.label.padEnd(38)} quiet: ${describeTimes(quiet)}   during the flood: ${describeTimes(busy)}`);
      console.log(formatLine(`  the flood itself (${flood.label})`, result, undefined));
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
