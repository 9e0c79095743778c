// lighthousePerf and lcpMs: Lighthouse 12 (mobile preset: a slow 4G network and a 4× slower CPU, simulated) on the
// pages people land on: `/`, a public profile and `/auth/sign-in`; each page `runs` times, the median run kept.
// Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium); nothing is downloaded.
import { existsSync } from 'node:fs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export async function lighthousePages(baseUrl, paths, { runs = 3 } = {}) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath}` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const pages = {};
  try {
    for (const path of paths) {
      const measured = [];
      // A run Lighthouse itself could not finish (lhr.runtimeError: no score, no metrics) is not a score of 0: it is
      // listed with its code and measured again, at most twice a page.
      const failed = [];
      while (measured.length < runs && failed.length <= 2) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError || categories.performance.score === null) {
          failed.push(runtimeError?.code ?? 'NO_SCORE');
          continue;
        }
        measured.push({
          score: Math.round(categories.performance.score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          speedIndexMs: Math.round(audits['speed-index'].numericValue),
          // Lighthouse's own measure of the host's CPU (higher is faster): its 4× slowdown assumes a fast desktop,
          // so on a slower host every task it counts is longer (reported beside the score, not used in it).
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex ?? 0),
        });
      }
      // The median run by score (Lighthouse's own advice for variance): its figures stay together.
      if (measured.length === 0) throw new Error(`Lighthouse could not measure ${path}: ${failed.join(', ')}`);
      const median = [...measured].sort((a, b) => a.score - b.score)[Math.floor(measured.length / 2)];
      pages[path] = { ...median, runs: measured, failedRuns: failed };
    }
  } finally {
    await chrome.kill();
  }
  return {
    lighthousePerf: Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, page.score])),
    lcpMs: Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, page.lcpMs])),
    pages,
  };
}
