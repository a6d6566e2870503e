/**
 * Lighthouse on the public pages: performance score, LCP, FCP, CLS, total blocking
 * time, and the accessibility, SEO and best-practices scores, under Lighthouse's default mobile
 * settings (simulated throttling, Moto G Power screen). Chromium is the system one
 * (/usr/bin/chromium, `bash scripts/ensure-chromium.sh`) unless CHROME_PATH says otherwise.
 *
 * It starts no server: pass the URLs of one that runs. Scores move with the machine's load, so
 * `runs` > 1 measures each URL that many times (alternating URLs so drift hits all of them) and
 * reports the median of each figure.
 *
 * @example
 *   const rows = await runLighthouse(['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/venues'], { runs: 3 });
 *   for (const row of rows) console.log(formatLighthouseRow(row));
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  url: string;
  /** Category scores, 0–100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

export interface LighthouseOptions {
  /** Runs per URL; the figures returned are the medians. Default 1. */
  runs?: number;
  /** Chromium or Chrome binary; default CHROME_PATH, else /usr/bin/chromium. */
  chromePath?: string;
  /** Called after each single run (for progress output). */
  onRun?: (result: LighthouseResult, run: number) => void;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function runOnce(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: score('performance'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
  };
}

/** Runs Lighthouse (mobile, default throttling) on each URL and returns one row per URL, medians when runs > 1. */
export async function runLighthouse(urls: string[], options: LighthouseOptions = {}): Promise<LighthouseResult[]> {
  const runs = Math.max(1, options.runs ?? 1);
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = new Map<string, LighthouseResult[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const url of urls) {
        const result = await runOnce(url, chrome.port);
        results.get(url)!.push(result);
        options.onRun?.(result, run);
      }
    }
  } finally {
    await chrome.kill();
  }
  return urls.map((url) => {
    const rows = results.get(url)!;
    const pick = (key: Exclude<keyof LighthouseResult, 'url'>) => median(rows.map((row) => row[key]));
    return {
      url,
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      accessibility: pick('accessibility'),
      seo: pick('seo'),
      bestPractices: pick('bestPractices'),
    };
  });
}

/** One line per URL, for a person comparing runs. */
export function formatLighthouseRow(row: LighthouseResult): string {
  return [
    `lighthouse ${row.url}`,
    `performance ${row.performance}`,
    `LCP ${row.lcpMs} ms`,
    `FCP ${row.fcpMs} ms`,
    `CLS ${row.cls}`,
    `TBT ${row.tbtMs} ms`,
    `accessibility ${row.accessibility}`,
    `SEO ${row.seo}`,
    `best practices ${row.bestPractices}`,
  ].join(' · ');
}
