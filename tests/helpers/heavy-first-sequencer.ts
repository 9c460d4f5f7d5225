import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files that take far longer than the rest, slowest first: a Netlify build of the demo
 * site (50 s in CI), the seed, the stalled and restarted databases. Vitest orders files by their
 * last durations, which a fresh clone (CI) does not have, and falls back to file size: these small
 * files then started last, and the 50 s build ran alone on one lane at the end.
 */
const heavyFirst = [
  'tests/integration/netlify-headers.test.ts',
  'tests/integration/seed.test.ts',
  'tests/integration/db-stall.test.ts',
  'tests/integration/outbox.test.ts',
  'tests/integration/local-database.test.ts',
  'tests/integration/db-connection-loss.test.ts',
];

/** Vitest's own order, with the files above moved to the front (unknown files keep their place). */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = heavyFirst.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return at === -1 ? heavyFirst.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
