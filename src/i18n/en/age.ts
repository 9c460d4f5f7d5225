import type { PluralForms } from '../format';

/** How long ago a job was posted, beside its date on the job page (recomputed in the browser, so its own small module). */
export const age = {
  justNow: 'just now',
  hours: { one: '1 hour ago', other: '{count} hours ago' } as PluralForms,
  days: { one: '1 day ago', other: '{count} days ago' } as PluralForms,
};
