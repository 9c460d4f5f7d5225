import { fileURLToPath } from 'node:url';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduledTasks } from '~/server/schedule/tasks';

// The schedule is one table (src/server/schedule/tasks.ts); Netlify runs each task as a scheduled
// function in netlify/functions. Netlify reads a function's schedule from its file without running
// it (only a literal counts: a reference to the table would leave the function unscheduled), so
// this reads the files as Netlify's bundler does and holds them to the table.

const functionsDir = fileURLToPath(new URL('../../netlify/functions', import.meta.url));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the schedule and the Netlify scheduled functions', () => {
  let listed: Awaited<ReturnType<typeof listFunctions>>;
  beforeAll(async () => {
    listed = await listFunctions([functionsDir], { parseISC: true });
  });

  it('has one function for every task of the table, and no function that is not in it', () => {
    expect(listed.map((f) => f.name).sort()).toEqual(scheduledTasks.map((t) => t.name).sort());
  });

  it.each(scheduledTasks.map((task) => [task.name, task] as const))(
    '%s: Netlify reads the table’s cron from the function',
    (name, task) => {
      const fn = listed.find((f) => f.name === name);
      expect(fn).toMatchObject({ runtimeAPIVersion: 2, schedule: task.cron });
    },
  );

  it.each(scheduledTasks.map((task) => [task.name, task] as const))('%s: the function runs the table’s task', async (name, task) => {
    const fn = listed.find((f) => f.name === name)!;
    const run = vi.spyOn(task, 'netlify').mockResolvedValue();
    const module = (await import(/* @vite-ignore */ fn.mainFile)) as { default: () => Promise<void>; config: { schedule?: string } };
    await module.default();
    expect(run).toHaveBeenCalledOnce();
    expect(module.config.schedule).toBe(task.cron);
  });
});
