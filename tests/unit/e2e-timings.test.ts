import { describe, expect, it } from 'vitest';
import { outcomeSummary, testTimings, timingSummary, type PlaywrightJsonReport } from '../../scripts/lib/e2e-timings';

// The shape Playwright's JSON reporter writes: a suite per file (titled by its path), describe
// blocks as nested suites, a test per project with one result per attempt.
const report: PlaywrightJsonReport = {
  stats: { duration: 95_000 },
  suites: [
    {
      title: 'a11y.spec.ts',
      file: 'a11y.spec.ts',
      specs: [{ title: 'the sitemap lists the pages', file: 'a11y.spec.ts', tests: [{ results: [{ duration: 500 }] }] }],
      suites: [
        {
          title: 'at 390 px',
          file: 'a11y.spec.ts',
          specs: [
            { title: 'axe on /', file: 'a11y.spec.ts', tests: [{ results: [{ duration: 4_000 }] }] },
            { title: 'axe on /jobs', file: 'a11y.spec.ts', tests: [{ results: [{ duration: 6_000 }] }] },
          ],
        },
      ],
    },
    {
      title: 'rebuild.spec.ts',
      file: 'rebuild.spec.ts',
      // A retried test: both attempts cost time.
      specs: [
        { title: 'a job is prerendered', file: 'rebuild.spec.ts', tests: [{ results: [{ duration: 40_000 }, { duration: 30_000 }] }] },
      ],
    },
  ],
};

describe('e2e timings', () => {
  it('gives each test its describe titles and the time of all its attempts', () => {
    expect(testTimings(report)).toEqual([
      { file: 'a11y.spec.ts', title: 'the sitemap lists the pages', ms: 500 },
      { file: 'a11y.spec.ts', title: 'at 390 px › axe on /', ms: 4_000 },
      { file: 'a11y.spec.ts', title: 'at 390 px › axe on /jobs', ms: 6_000 },
      { file: 'rebuild.spec.ts', title: 'a job is prerendered', ms: 70_000 },
    ]);
  });

  it('ranks the files and the tests by the time they took', () => {
    const summary = timingSummary(report, { files: 2, tests: 2 });
    expect(summary.split('\n')).toEqual([
      'e2e timings: 4 tests, 80.5 s of test time, 95.0 s wall',
      '  slowest files (test time, tests):',
      '       70.0 s    1  rebuild.spec.ts',
      '       10.5 s    3  a11y.spec.ts',
      '  slowest tests:',
      '       70.0 s  rebuild.spec.ts › a job is prerendered',
      '        6.0 s  a11y.spec.ts › at 390 px › axe on /jobs',
    ]);
  });

  it('says so when the report holds no test', () => {
    expect(timingSummary({})).toBe('e2e timings: 0 tests, 0.0 s of test time\n  slowest files (test time, tests):\n  slowest tests:');
  });

  it('names the failed tests and the ones that passed only on a retry, with their first error line', () => {
    const failing: PlaywrightJsonReport = {
      suites: [
        {
          title: 'jobs.spec.ts',
          file: 'jobs.spec.ts',
          specs: [
            { title: 'passes', file: 'jobs.spec.ts', tests: [{ status: 'expected', results: [{ duration: 1, status: 'passed' }] }] },
            {
              title: 'fails',
              file: 'jobs.spec.ts',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      duration: 1,
                      status: 'failed',
                      errors: [{ message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 200' }],
                    },
                  ],
                },
              ],
            },
            {
              title: 'wobbles',
              file: 'jobs.spec.ts',
              tests: [
                {
                  status: 'flaky',
                  results: [
                    { duration: 1, status: 'timedOut', errors: [{ message: 'Test timeout of 30000ms exceeded.' }] },
                    { duration: 1, status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(outcomeSummary('reads', failing)).toEqual([
      '  reads: FAILED: jobs.spec.ts › fails\n      Error: expect(received).toBe(expected)',
      '  reads: flaky (passed on a retry): jobs.spec.ts › wobbles\n      Test timeout of 30000ms exceeded.',
    ]);
    expect(outcomeSummary('reads', report)).toEqual([]);
  });
});
