// The New badge's rule, alone so a page's script can import it without the card catalogue.

const newJobDays = 7;

/** The New badge: posted within the last 7 days. */
export const isNewJob = (isoInstant: string, now: Date = new Date()): boolean =>
  now.getTime() - new Date(isoInstant).getTime() < newJobDays * 24 * 3600_000;
