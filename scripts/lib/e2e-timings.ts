// Where an e2e run spent its time, from Playwright's JSON report: the spec files by the time their
// tests took, and the slowest tests. Printed after each phase of `npm run test:e2e`, so a CI log
// says what to speed up next (the line reporter prints no durations).

interface ReportResult {
  duration: number;
  status?: string;
  errors?: { message?: string }[];
}
interface ReportTest {
  projectName?: string;
  /** expected, unexpected (failed), flaky (failed, then passed on a retry) or skipped. */
  status?: string;
  results: ReportResult[];
}
interface ReportSpec {
  title: string;
  file: string;
  line?: number;
  tests: ReportTest[];
}
interface ReportSuite {
  title: string;
  file?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
export interface PlaywrightJsonReport {
  suites?: ReportSuite[];
  stats?: { duration?: number };
}

export interface TestTiming {
  file: string;
  title: string;
  ms: number;
  /** Playwright's verdict on the test (see ReportTest). */
  status?: string;
  /** The first line of its first attempt's first error, if any attempt failed. */
  error?: string;
}

/** Every test of the report with the time its runs took (retries added up), in report order. */
export function testTimings(report: PlaywrightJsonReport): TestTiming[] {
  const out: TestTiming[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    // A file's suite is titled by its path: only describe blocks add to a test's title.
    const inner = suite.file !== undefined && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const timing: TestTiming = { file: spec.file, title: [...inner, spec.title].join(' › '), ms };
        if (test.status !== undefined) timing.status = test.status;
        const message = test.results.flatMap((r) => r.errors ?? []).find((e) => e.message)?.message;
        // The message without its terminal colours, first line only.
        if (message)
          timing.error = message
            .replace(/\u001b\[[0-9;]*m/g, '')
            .trim()
            .split('\n')[0]!
            .slice(0, 300);
        out.push(timing);
      }
    }
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A few lines for the log: the run's wall time, the costliest files, then the slowest tests. */
export function timingSummary(report: PlaywrightJsonReport, { files = 12, tests = 12 } = {}): string {
  const timings = testTimings(report);
  const byFile = new Map<string, { ms: number; count: number }>();
  for (const t of timings) {
    const entry = byFile.get(t.file) ?? { ms: 0, count: 0 };
    entry.ms += t.ms;
    entry.count += 1;
    byFile.set(t.file, entry);
  }
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const lines = [
    `e2e timings: ${timings.length} tests, ${seconds(total)} of test time` +
      (report.stats?.duration === undefined ? '' : `, ${seconds(report.stats.duration)} wall`),
    '  slowest files (test time, tests):',
    ...[...byFile]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, files)
      .map(([file, { ms, count }]) => `    ${seconds(ms).padStart(9)}  ${String(count).padStart(3)}  ${file}`),
    '  slowest tests:',
    ...[...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, tests)
      .map((t) => `    ${seconds(t.ms).padStart(9)}  ${t.file} › ${t.title}`),
  ];
  return lines.join('\n');
}

/**
 * The tests that failed, and those that passed only on a retry, with their first error line: printed
 * again at the very end of `npm run test:e2e`, so a CI log whose tail is all a reader gets still
 * names every failure of both phases.
 */
export function outcomeSummary(phase: string, report: PlaywrightJsonReport): string[] {
  const lines: string[] = [];
  for (const t of testTimings(report)) {
    if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
    const verdict = t.status === 'unexpected' ? 'FAILED' : 'flaky (passed on a retry)';
    lines.push(`  ${phase}: ${verdict}: ${t.file} › ${t.title}${t.error ? `\n      ${t.error}` : ''}`);
  }
  return lines;
}
