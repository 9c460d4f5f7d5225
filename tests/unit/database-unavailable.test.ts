import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '~/server/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pg_terminate_backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['connection exception (08006)', withCode('08006')],
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a broken client reused', new Error('Client has encountered a connection error and is not queryable')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['lock timeout (55P03)', withCode('55P03', 'canceling statement due to lock timeout')],
    ['idle transaction ended (25P03)', withCode('25P03', 'terminating connection due to idle-in-transaction timeout')],
    ['no answer within query_timeout', new Error('Query read timeout')],
    ['wrapped', new Error('search failed', { cause: withCode('ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s: unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error (42601)', withCode('42601', 'syntax error at or near "selec"')],
    ['RLS refusal (42501)', withCode('42501', 'new row violates row-level security policy')],
    ['unique violation (23505)', withCode('23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'terminating'],
    ['nothing', undefined],
  ])('%s: a bug, not an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
