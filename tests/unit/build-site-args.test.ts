import { describe, expect, it } from 'vitest';
import { astroBuildArgs } from '~/server/rebuild/build-site';

// Every build (npm run build on Netlify and locally, the rebuild worker, the benches) starts
// `astro build` with a heap limit: with V8's default a 100,000-job build peaked at 1.46-1.60 GB of
// RSS, over the 1.5 GB a build may take (docs/benchmarks.md).
describe('the arguments astro build is started with', () => {
  it('set a heap limit that leaves room under 1.5 GB for the code and native memory', () => {
    const limit = astroBuildArgs.map((arg) => /^--max-old-space-size=(\d+)$/.exec(arg)?.[1]).find(Boolean);
    expect(Number(limit)).toBeGreaterThanOrEqual(1024);
    expect(Number(limit)).toBeLessThanOrEqual(1280);
  });

  it("run Astro's own command line, building", () => {
    expect(astroBuildArgs.at(-2)).toMatch(/node_modules\/astro\/bin\/astro\.mjs$/);
    expect(astroBuildArgs.at(-1)).toBe('build');
  });
});
