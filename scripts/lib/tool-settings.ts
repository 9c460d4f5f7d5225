// The benchmarks' and the fuzzer's settings: environment variables, like the site's, but read only
// by these scripts, so a wrong value stops the tool that uses it and never the site
// (.env.example and README list them under tools).
import { z } from 'astro/zod';
import { parseVariables, withoutEmptyValues, type EnvSource } from '~/server/env';

/** A count for a script's knob: a whole number, at least 1. */
const count = (name: string) => {
  const message = `${name} must be a whole number, at least 1`;
  return z.coerce.number({ error: message }).int(message).min(1, message);
};
/** A benchmark switch: 1 runs the part, 0 skips it. */
const onOff = (name: string, part: string) => z.enum(['0', '1'], { error: `${name} is 1 (run ${part}) or 0 (skip it)` }).default('1');

/** npm run bench, bench:search and bench:sign-in. */
export const benchSettingsSchema = z.preprocess(
  withoutEmptyValues,
  z.object({
    BENCH_SIZES: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'BENCH_SIZES is a comma-separated list of job counts, e.g. 1000,10000')
      .default('1000,10000')
      .transform((v) => v.split(',').map(Number))
      .describe('npm run bench: the job counts to build and search'),
    BENCH_REQUESTS: count('BENCH_REQUESTS').optional().describe('Requests per query type (bench: 200, bench:sign-in: 40)'),
    BENCH_DATA_DIR: z
      .string()
      .optional()
      .describe("npm run bench:search: keep each size's seeded database in this folder and reuse it on the next run"),
    BENCH_RELEVANCE: onOff('BENCH_RELEVANCE', 'the judged-query relevance measure').describe('npm run bench:search: recall and nDCG first'),
    BENCH_LIGHTHOUSE: onOff('BENCH_LIGHTHOUSE', 'Lighthouse'),
    BENCH_LIGHTHOUSE_RUNS: count('BENCH_LIGHTHOUSE_RUNS')
      .default(1)
      .describe('npm run bench: Lighthouse runs per page; each score is their median'),
    BENCH_PAGES: z
      .enum(['1', 'only'], { error: 'BENCH_PAGES is 1 (page weight and Lighthouse beside the rest) or only (nothing else)' })
      .default('1')
      .describe('npm run bench: only = the page weights (each script file listed) and Lighthouse on the smallest board'),
    BENCH_ANALYTICS: onOff('BENCH_ANALYTICS', 'the million-row analytics benchmark'),
    BENCH_DIGESTS: z
      .enum(['0', '1', 'only'], { error: 'BENCH_DIGESTS is 1 (run the digest benchmark), 0 (skip it) or only (run nothing else)' })
      .default('1')
      .describe('npm run bench: one digest run for 10,000 alerts against 10,000 jobs'),
    BENCH_JOBS: count('BENCH_JOBS').default(1000).describe('npm run bench:sign-in: jobs on the board'),
    BENCH_SIGN_INS: count('BENCH_SIGN_INS').default(20).describe('npm run bench:sign-in: sign-ins in flight'),
    BENCH_BOUNDS: z
      .string()
      .default('unbounded,1')
      .transform((v) => v.split(','))
      .describe('npm run bench:sign-in: the SIGN_IN_HASH_CONCURRENCY values to compare'),
  }),
);
export type BenchSettings = z.infer<typeof benchSettingsSchema>;

/** npm run fuzz. */
export const fuzzSettingsSchema = z.preprocess(
  withoutEmptyValues,
  z.object({
    FUZZ_SEED: z.coerce
      .number({ error: 'FUZZ_SEED must be a whole number' })
      .int('FUZZ_SEED must be a whole number')
      .default(12)
      .describe('npm run fuzz: the seed of every generated input'),
    FUZZ_PER_ENDPOINT: count('FUZZ_PER_ENDPOINT').default(1000).describe('npm run fuzz: inputs per endpoint'),
    FUZZ_CONCURRENCY: count('FUZZ_CONCURRENCY').default(8).describe('npm run fuzz: requests in flight'),
    FUZZ_ONLY: z.string().optional().describe('npm run fuzz: only the routes whose path contains this text (e.g. /admin/seo-settings)'),
    FUZZ_REPLAY: z
      .string()
      .optional()
      .describe('npm run fuzz: a failure file the fuzzer wrote (.data/fuzz/failures/*.json): send that request alone, five times'),
  }),
);
export type FuzzSettings = z.infer<typeof fuzzSettingsSchema>;

/** The benchmarks' settings from `source` (this process's environment by default). */
export const readBenchSettings = (source: EnvSource = process.env): BenchSettings => parseVariables(benchSettingsSchema, source);

/** The fuzzer's settings from `source` (this process's environment by default). */
export const readFuzzSettings = (source: EnvSource = process.env): FuzzSettings => parseVariables(fuzzSettingsSchema, source);
