import { queryValue } from '~/lib/query-value';

/**
 * A wa.me link that opens WhatsApp with the job's title, its salary as the page shows it (when
 * stated) and its canonical address; a plain link, so it works without JavaScript.
 */
export function whatsAppShareHref(job: { title: string; salary?: string | null; url: string }): string {
  const lines = [job.title, job.salary?.trim(), job.url].filter((line): line is string => Boolean(line));
  return `https://wa.me/?text=${queryValue(lines.join('\n'))}`;
}
