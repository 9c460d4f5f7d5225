import { readFile, realpath } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** What answers on a port where this checkout expects its embedded PostgreSQL. */
export type PortOccupant = { kind: 'free' } | { kind: 'ours' } | { kind: 'other'; what: string };

/** The owner's URL of an embedded server (the package's fixed postgres:postgres login). */
export const embeddedOwnerUrl = (port: number): string => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

const samePath = async (a: string, b: string) =>
  (await realpath(a).catch(() => path.resolve(a))) === (await realpath(b).catch(() => path.resolve(b)));

/**
 * Who listens on 127.0.0.1:port: nobody, the PostgreSQL whose data folder is `dataDir` (this
 * checkout's, started by another command), or something else: another checkout's embedded
 * server, another app's PostgreSQL, any other program. Only "ours" may be migrated and served.
 */
export async function occupantOf(port: number, dataDir: string): Promise<PortOccupant> {
  if (!(await listens(port))) return { kind: 'free' };
  const client = new pg.Client({ connectionString: embeddedOwnerUrl(port), connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const theirs = rows[0]!.data_directory;
    return (await samePath(theirs, dataDir)) ? { kind: 'ours' } : { kind: 'other', what: `a PostgreSQL with its data in ${theirs}` };
  } catch (error) {
    return { kind: 'other', what: `a server this checkout cannot use (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The port of the server PostgreSQL itself recorded as running on `dataDir` (line 4 of
 * postmaster.pid), when it answers as that folder's server; so a second command finds the
 * checkout's server even when it had to start on another port.
 */
export async function runningPortOf(dataDir: string): Promise<number | undefined> {
  const pid = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const port = Number(pid?.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return (await occupantOf(port, dataDir)).kind === 'ours' ? port : undefined;
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true); // something holds the port but does not answer: not usable either
    });
    socket.once('error', () => resolve(false));
  });
}
