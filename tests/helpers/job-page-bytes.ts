import { parseHTML } from 'linkedom';

/** A job page's HTML in bytes: the whole page, the job's own description (in the page and in its JSON-LD), and the rest, its frame. */
export interface JobPageBytes {
  total: number;
  description: number;
  frame: number;
}

/**
 * Weighs a job page's HTML. The description is the employer's text, as long as they wrote it: it
 * may keep a page over its budget. Everything else (header, facts, forms, similar jobs, footer,
 * head) is the page's frame, which must not.
 */
export function jobPageBytes(html: string): JobPageBytes {
  const { document } = parseHTML(html);
  const shown = document.querySelector('[data-job-description]')?.innerHTML;
  const ldText = document.querySelector('script[type="application/ld+json"]')?.textContent;
  if (shown === undefined || !ldText) throw new Error('Not a job page: no [data-job-description] or no JSON-LD.');
  const { description } = JSON.parse(ldText) as { description?: string };
  const total = Buffer.byteLength(html);
  const descriptionBytes = Buffer.byteLength(shown) + Buffer.byteLength(JSON.stringify(description ?? ''));
  return { total, description: descriptionBytes, frame: total - descriptionBytes };
}
