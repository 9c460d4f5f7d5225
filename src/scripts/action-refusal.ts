import { isInputError, type ActionError } from 'astro:actions';

// What the public forms' scripts show when an action refuses, written once.

/**
 * The sentence to show for a refusal the visitor can act on (a field, a NUL character, too many
 * attempts), as the server wrote it; undefined for a failure on our side, where the form shows
 * its own "please try again".
 */
export function actionableMessage(error: ActionError): string | undefined {
  if (isInputError(error)) return error.issues[0]?.message;
  return error.code === 'BAD_REQUEST' || error.code === 'TOO_MANY_REQUESTS' ? error.message : undefined;
}

/** The first message per field of a refused input ({ email: 'Invalid email address' }); none for other refusals. */
export function fieldMessages(error: ActionError): Record<string, string> {
  if (!isInputError(error)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fields)) if (list?.[0]) messages[field] = list[0];
  return messages;
}
