import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import HeavyFirstSequencer from './tests/helpers/heavy-first-sequencer.ts';

const alias = {
  '~': fileURLToPath(new URL('./src', import.meta.url)),
  // Actions run under test with Astro's own runtime (see the file).
  'astro:actions': fileURLToPath(new URL('./tests/helpers/astro-actions.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // The slowest integration files first (a fresh clone has no durations for vitest to sort by).
    sequence: { sequencer: HeavyFirstSequencer },
    // Both cores (vitest's default is one fewer than the cores: a single worker on two): the unit
    // files took 58 s on one worker and 25 s on two, measured on this machine. A project's own
    // maxWorkers was not applied to the unit files.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Two files at a time whatever the core count (vitest's default is one fewer than the
          // cores, a single worker on two): a file spends most of its time waiting on PostgreSQL,
          // so a second one fills that wait. Each clones its own database (global-setup.ts).
          maxWorkers: 2,
          // A group of its own (after the unit files) when both projects run at once: vitest refuses
          // two projects with different maxWorkers in one group.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/integration/global-setup.ts'],
          // With two files at a time a test can get half the CPU it had alone: on a busy machine the
          // heavy ones (a 1,200-job board, a whole sign-up flow) ran past 30 s without being stuck.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
