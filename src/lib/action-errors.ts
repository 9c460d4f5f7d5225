import { isInputError, type ActionError } from 'astro:actions';

// What a page, a script or an island shows when an action refuses, written once (pure: browser and server).

/**
 * The one sentence for a refused action: the first mistake of a refused input, else the error's own
 * message, else the fallback (undefined when none is given).
 */
export function refusalMessage(error: ActionError, fallback: string): string;
export function refusalMessage(error: ActionError, fallback?: string): string | undefined;
export function refusalMessage(error: ActionError, fallback?: string): string | undefined {
  return (isInputError(error) ? error.issues[0]?.message : error.message) || fallback;
}

/**
 * The sentence to show for a refusal the visitor can act on (a field, a NUL character, too many
 * attempts), as the server wrote it; undefined for a failure on our side, where the form shows
 * its own "please try again".
 */
export function actionableMessage(error: ActionError): string | undefined {
  return isInputError(error) || error.code === 'BAD_REQUEST' || error.code === 'TOO_MANY_REQUESTS' ? refusalMessage(error) : undefined;
}

/** The first message per field of a refused input ({ email: 'Invalid email address' }); none for other refusals. */
export function fieldMessages(error: ActionError): Record<string, string> {
  if (!isInputError(error)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fields)) if (list?.[0]) messages[field] = list[0];
  return messages;
}
