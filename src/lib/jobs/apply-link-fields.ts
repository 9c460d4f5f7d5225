/**
 * What a job page's Apply link tells by its own address: an e-mail job's `mailto:` names its contact
 * address, a link job's address is its application URL. The job JSON on that link
 * (dialog-json.ts) leaves out these fields when its address gives them, and the page's scripts put
 * them back (scripts/apply-bar.ts): a job page carries them once. No catalogue import: browser code.
 */
export interface ApplyLinkFields {
  applicationType: 'email' | 'url';
  applicationUrl: string | null;
  contactEmail: string | null;
}

/** The fields an Apply link's address gives. */
export function applyFieldsOfHref(href: string): ApplyLinkFields {
  if (href.startsWith('mailto:')) {
    const address = href.slice('mailto:'.length).split('?')[0] ?? '';
    return { applicationType: 'email', applicationUrl: null, contactEmail: address || null };
  }
  return { applicationType: 'url', applicationUrl: href, contactEmail: null };
}

/** A job's fields without those its Apply link's address gives alike (each left in where it differs). */
export function withoutHrefFields<T extends ApplyLinkFields>(job: T, href: string): Partial<T> {
  const given = applyFieldsOfHref(href);
  const kept: Partial<T> = { ...job };
  for (const key of Object.keys(given) as (keyof ApplyLinkFields)[]) if (job[key] === given[key]) delete kept[key];
  return kept;
}

/**
 * An Apply link's job JSON with the fields its address gives put back (a JSON that has them keeps its
 * own); what is no JSON object is given back as it is, for its reader to refuse.
 */
export function withHrefFields(json: string, href: string): string {
  let job: unknown;
  try {
    job = JSON.parse(json);
  } catch {
    return json;
  }
  return job && typeof job === 'object' && !Array.isArray(job) ? JSON.stringify({ ...applyFieldsOfHref(href), ...job }) : json;
}
