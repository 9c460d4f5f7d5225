import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '~/server/db/embedded';
import { ensureDatabase, type LocalDatabase } from '~/server/db/local';
import { readEnv } from '~/server/env';

// Two checkouts on one machine: `npm start` must never migrate, seed and serve a database that
// is not this checkout's DATA_DIR/postgres just because it answers on EMBEDDED_PG_PORT.

const dataDirectoryOf = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  } finally {
    await client.end();
  }
};
const hasMigrations = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ present: boolean }>(`select to_regclass('public.jobs') is not null as present`)).rows[0]!.present;
  } finally {
    await client.end();
  }
};

const savedEnv = { ...process.env };
const started: LocalDatabase[] = [];
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-two-checkouts-'));
  // As root the servers run as the unprivileged postgres user, which must reach the folders.
  await chmod(scratch, 0o755);
});
afterEach(() => {
  process.env = { ...savedEnv };
  vi.restoreAllMocks();
});
afterAll(async () => {
  for (const database of started) await database.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** ensureDatabase as `npm start` in a checkout whose DATA_DIR is `dataDir`. */
async function startIn(dataDir: string, port: number): Promise<{ database: LocalDatabase; warnings: string[] }> {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  const database = await ensureDatabase({ migrate: true, env: readEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }) });
  started.push(database);
  return { database, warnings };
}

describe('EMBEDDED_PG_PORT already answers', () => {
  it("with another checkout's database: starts this checkout's own on a free port, says so, and leaves the other untouched", async () => {
    const port = await freePort();
    const other: EmbeddedDatabase = await startEmbeddedPostgres({
      dataDir: path.join(scratch, 'other-checkout', 'postgres'),
      port,
      persistent: false,
    });
    try {
      const mine = path.join(scratch, 'this-checkout');
      const { database, warnings } = await startIn(mine, port);
      const usedPort = Number(new URL(database.ownerUrl!).port);
      expect(usedPort).not.toBe(port);
      expect(await dataDirectoryOf(database.ownerUrl!)).toBe(path.join(mine, 'postgres'));
      expect(await hasMigrations(database.ownerUrl!)).toBe(true);
      expect(await hasMigrations(other.url)).toBe(false);
      expect(warnings).toEqual([
        `database: port ${port} (EMBEDDED_PG_PORT) is taken by a PostgreSQL with its data in ${path.join(scratch, 'other-checkout', 'postgres')}, ` +
          `not this checkout's ${path.join(mine, 'postgres')}; starting this checkout's database on port ${usedPort} instead. Set EMBEDDED_PG_PORT to a free port to choose it.`,
      ]);

      // A second command of the same checkout (npm run db, admin:create) finds that server, wherever it runs.
      const again = await startIn(mine, port);
      expect(new URL(again.database.ownerUrl!).port).toBe(String(usedPort));
      expect(again.warnings).toEqual([]);
    } finally {
      await other.stop();
    }
  }, 90_000);

  it("with a program that is not PostgreSQL: starts this checkout's database on a free port", async () => {
    const sockets = new Set<net.Socket>();
    const squatter = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined); // the probing client hangs up
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    const port = await freePort();
    await new Promise<void>((r) => squatter.listen(port, '127.0.0.1', () => r()));
    try {
      const mine = path.join(scratch, 'third-checkout');
      const { database, warnings } = await startIn(mine, port);
      expect(new URL(database.ownerUrl!).port).not.toBe(String(port));
      expect(await dataDirectoryOf(database.ownerUrl!)).toBe(path.join(mine, 'postgres'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        new RegExp(`^database: port ${port} \\(EMBEDDED_PG_PORT\\) is taken by a server this checkout cannot use \\(`),
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((r) => squatter.close(() => r()));
    }
  }, 90_000);
});
