import { ActionError } from 'astro:actions';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';

/** A NUL character in any field is a 400 before PostgreSQL sees it (it cannot store one in text). */
export function refuseNul(input: unknown): void {
  if (bodyHasNul(input)) throw new ActionError({ code: 'BAD_REQUEST', message: nulRefusal });
}
