import { describe, expect, it } from 'vitest';
import { ActionError, type ActionErrorCode } from 'astro:actions';
// The input error's class is not in `astro:actions`; an action builds it from its schema's issues.
import { ActionInputError } from '../../node_modules/astro/dist/actions/runtime/client.js';
import { actionableMessage, fieldMessages, refusalMessage } from '~/lib/action-errors';

const issue = (path: string, message: string) => ({ code: 'custom' as const, path: [path], message, input: undefined });
const refused = (code: ActionErrorCode, message?: string) => new ActionError({ code, message });
const invalid = new ActionInputError([
  issue('email', 'Invalid email address'),
  issue('email', 'Too long'),
  issue('name', 'Name is required'),
]);
const emptyInput = new ActionInputError([]);

describe('refusalMessage', () => {
  it.each([
    ['an input error: its first mistake', invalid, 'Fallback', 'Invalid email address'],
    ['an input error without a mistake: the fallback', emptyInput, 'Fallback', 'Fallback'],
    ['an input error without a mistake and no fallback', emptyInput, undefined, undefined],
    ['another refusal: its own message', refused('FORBIDDEN', 'Only admins can save.'), 'Fallback', 'Only admins can save.'],
    ['a refusal with an empty message: the fallback', refused('INTERNAL_SERVER_ERROR', ''), 'Fallback', 'Fallback'],
    ['a refusal with an empty message and no fallback', refused('INTERNAL_SERVER_ERROR', ''), undefined, undefined],
  ])('%s', (_case, error, fallback, expected) => {
    expect(refusalMessage(error, fallback)).toBe(expected);
  });
});

describe('actionableMessage', () => {
  it.each([
    ['an input error', invalid, 'Invalid email address'],
    ['a bad request', refused('BAD_REQUEST', 'Remove the NUL character.'), 'Remove the NUL character.'],
    ['too many attempts', refused('TOO_MANY_REQUESTS', 'Too many attempts.'), 'Too many attempts.'],
    ['a failure on our side', refused('SERVICE_UNAVAILABLE', 'The database is down.'), undefined],
  ])('%s', (_case, error, expected) => {
    expect(actionableMessage(error)).toBe(expected);
  });
});

describe('fieldMessages', () => {
  it('keeps the first message of each field of an input error, nothing for other refusals', () => {
    expect(fieldMessages(invalid)).toEqual({ email: 'Invalid email address', name: 'Name is required' });
    expect(fieldMessages(refused('BAD_REQUEST', 'No.'))).toEqual({});
  });
});
