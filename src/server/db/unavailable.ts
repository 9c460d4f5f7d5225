/**
 * SQLSTATEs that mean "the database is not there right now", not "this query is wrong":
 * 57P01 admin_shutdown (pg_terminate_backend, a pooler restart), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, in recovery), 53300 too_many_connections and class 08
 * (connection exceptions); and the bounds of a stalled database: 57014 query_canceled
 * (statement_timeout), 55P03 lock_not_available (lock_timeout), 25P03
 * idle_in_transaction_session_timeout.
 */
const unavailableStates = /^(57P0[123]|53300|08...|57014|55P03|25P03)$/;
/** Node socket errors of a server that is down, restarting or unreachable. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg says when the server did not answer a query within its query_timeout. */
export const readTimeoutMessage = 'Query read timeout';

/** What pg and pg-pool say when a connection dropped or could not be made in time. */
const unavailableMessages = [
  readTimeoutMessage,
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'terminating connection',
];

/**
 * True when `error` (or one of its causes) says the database is unreachable or dropped the
 * connection, which a request answers with 503 and the pool recovers from once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableCodes.has(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
