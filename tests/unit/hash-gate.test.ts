import { describe, expect, it } from 'vitest';
import { createHashGate, HashGateBusy } from '~/server/auth/hash-gate';

/** A job the test finishes by hand, recording when it started. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hash gate', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, refuses the rest before running them', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 2, retryAfterSeconds: 3 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => heldJob(log, name));
    const runs = jobs.map((job) => gate.run(job.work).catch((error: unknown) => error));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([gate.active, gate.waiting]).toEqual([2, 2]);
    const refused = await runs[4];
    expect(refused).toBeInstanceOf(HashGateBusy);
    expect((refused as HashGateBusy).retryAfterSeconds).toBe(3);
    jobs[0]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end a', 'start c']);
    jobs[1]!.finish();
    jobs[2]!.finish();
    await settle();
    await settle();
    expect(log.slice(4).sort()).toEqual(['end b', 'end c', 'start d']);
    expect(gate.active).toBe(1);
    jobs[3]!.finish();
    expect(await Promise.all(runs.slice(0, 4))).toEqual(['a', 'b', 'c', 'd']);
    expect(log).not.toContain('start e');
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('a trusted run has a line of its own, served before the full line of the others', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 1, trustedQueue: 1 });
    const log: string[] = [];
    const [a, b, trusted] = ['a', 'b', 'trusted'].map((name) => heldJob(log, name));
    const runs = [gate.run(a!.work), gate.run(b!.work)];
    await expect(gate.run(() => Promise.resolve('c'))).rejects.toBeInstanceOf(HashGateBusy);
    expect([gate.busy(), gate.busy({ trusted: true })]).toEqual([2, undefined]);
    const first = gate.run(trusted!.work, { trusted: true });
    expect(gate.busy({ trusted: true })).toBe(2);
    a!.finish();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start trusted']);
    trusted!.finish();
    b!.finish();
    expect(await Promise.all([...runs, first])).toEqual(['a', 'b', 'trusted']);
  });

  it('frees its slot when the work fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
    await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
