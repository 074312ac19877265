/**
 * Lighthouse's mobile performance audit of a page, several times: one run's score moves by
 * several points with the machine's load, so the median is what counts. Lighthouse runs as
 * its CLI, each run in a fresh Chromium (Debian's, never a downloaded one) with an empty
 * profile, so no run finds another's cache.
 */
import { spawn } from 'node:child_process';
import { binary } from './production-server';

export interface LighthouseRun {
  /** 0–100. */
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
}

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  readonly categories: { readonly performance: { readonly score: number | null } };
  readonly audits: Record<string, { readonly numericValue?: number } | undefined>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

function lighthouseReport(url: string, cookie: string | undefined): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary('lighthouse'),
      [
        url,
        // Mobile (Lighthouse's default form factor and simulated slow-4G throttling).
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox',
        // A visitor's page (a filled basket): every request of the run carries the session.
        ...(cookie === undefined ? [] : [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`]),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse exited ${code}:\n${stderr}`));
        return;
      }
      const report = JSON.parse(stdout) as Report;
      if (report.runtimeError) {
        reject(new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
      } else {
        resolve(report);
      }
    });
  });
}

export async function lighthouseRun(url: string, cookie?: string): Promise<LighthouseRun> {
  const report = await lighthouseReport(url, cookie);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
  };
}

/**
 * `runs` audits one after the other, after one that is not counted: the first visit draws the
 * page's images into the server's cache and warms its code, which no later visitor pays for.
 */
export async function lighthouseRuns(
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseRun[]> {
  await lighthouseRun(url, cookie);
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, cookie));
  return results;
}
