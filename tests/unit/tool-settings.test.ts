import { describe, expect, it } from 'vitest';
import { readBenchSettings, readFuzzSettings } from '../../scripts/lib/tool-settings';

describe('the benchmarks and the fuzzer read their own settings', () => {
  it.each([
    [
      {},
      {
        BENCH_SIZES: [1000, 10000],
        BENCH_LIGHTHOUSE: '1',
        BENCH_LIGHTHOUSE_RUNS: 1,
        BENCH_PAGES: '1',
        BENCH_ANALYTICS: '1',
        BENCH_JOBS: 1000,
        BENCH_SIGN_INS: 20,
        BENCH_BOUNDS: ['unbounded', '1'],
        FUZZ_SEED: 12,
        FUZZ_PER_ENDPOINT: 1000,
        FUZZ_CONCURRENCY: 8,
      },
    ],
    [
      {
        BENCH_SIZES: '500',
        BENCH_REQUESTS: '40',
        BENCH_LIGHTHOUSE: '0',
        BENCH_LIGHTHOUSE_RUNS: '3',
        BENCH_PAGES: 'only',
        BENCH_BOUNDS: '1,2,4',
        FUZZ_SEED: '-3',
        FUZZ_ONLY: '/admin/seo-settings',
        FUZZ_REPLAY: '.data/fuzz/failures/1.json',
      },
      {
        BENCH_SIZES: [500],
        BENCH_REQUESTS: 40,
        BENCH_LIGHTHOUSE: '0',
        BENCH_LIGHTHOUSE_RUNS: 3,
        BENCH_PAGES: 'only',
        BENCH_BOUNDS: ['1', '2', '4'],
        FUZZ_SEED: -3,
        FUZZ_ONLY: '/admin/seo-settings',
        FUZZ_REPLAY: '.data/fuzz/failures/1.json',
      },
    ],
    [
      { BENCH_SIZES: '', FUZZ_SEED: ' ' },
      { BENCH_SIZES: [1000, 10000], FUZZ_SEED: 12 },
    ],
  ])('reads every variable the tools use (%#)', (env, parsed) => {
    expect({ ...readBenchSettings(env), ...readFuzzSettings(env) }).toMatchObject(parsed);
  });

  it.each([
    [{ BENCH_SIZES: '1000 jobs' }, '- BENCH_SIZES: BENCH_SIZES is a comma-separated list of job counts, e.g. 1000,10000'],
    [{ BENCH_LIGHTHOUSE: 'yes' }, '- BENCH_LIGHTHOUSE: BENCH_LIGHTHOUSE is 1 (run Lighthouse) or 0 (skip it)'],
    [{ BENCH_PAGES: 'yes' }, '- BENCH_PAGES: BENCH_PAGES is 1 (page weight and Lighthouse beside the rest) or only (nothing else)'],
    [{ FUZZ_PER_ENDPOINT: '0' }, '- FUZZ_PER_ENDPOINT: FUZZ_PER_ENDPOINT must be a whole number, at least 1'],
    [{ FUZZ_SEED: 'twelve' }, '- FUZZ_SEED: FUZZ_SEED must be a whole number'],
  ])('names the variable and the fix (%o)', (env, line) => {
    expect(() => {
      readBenchSettings(env);
      readFuzzSettings(env);
    }).toThrow(`The environment is not valid:\n${line}`);
  });
});
