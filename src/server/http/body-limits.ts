// How large a request body each endpoint reads, in bytes. A body is read through readBoundedBody:
// a declared Content-Length over the limit is refused before a byte is read, and a body without
// one (chunked) is cut off as soon as it passes the limit, so memory never holds more than this.
// The local proxy refuses anything over proxyBodyLimit before it reaches the site at all.

const KiB = 1024;

export const bodyLimits = {
  /**
   * Public and admin forms: sign-in, newsletter, alerts, event news, contact, coaching, moderation,
   * SEO, invitations. The longest is a contact message (5 000 characters): in Arabic, as a plain
   * form post, 30 KB.
   */
  form: 64 * KiB,
  /**
   * A job posting or an admin's edit of one. The description (at most 20 000 characters) is the
   * big part: in Arabic that is 40 KB as JSON but 120 KB as a plain form post (%D8%A7 per letter).
   */
  job: 160 * KiB,
  /** A company profile with its logo: the logo's megabyte and the texts (two 5,000-character abouts). */
  companyProfile: 1024 * KiB + 96 * KiB,
  /** The admin's scrape request: one URL. */
  scrape: 4 * KiB,
  /** A one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`, urlencoded or multipart. */
  oneClickUnsubscribe: 4 * KiB,
  /** A page-view beacon (the same number as beaconBounds.body). */
  beacon: 2 * KiB,
  /** Netlify's deploy notification: the whole deploy object. */
  deployNotification: 512 * KiB,
} as const;

/**
 * How large a body each action (`auth.signIn`) reads, by the longest matching name prefix; an
 * action not listed may take the largest form, a job posting. Checked by the middleware before
 * Astro reads the body (src/server/http/action-body.ts).
 */
export const actionBodyLimits: Readonly<Record<string, number>> = {
  /** Sign in, sign out, accept an invitation. */
  'auth.': bodyLimits.form,
  /** The public forms: newsletter, alerts, event news, contact, coaching… */
  'forms.': bodyLimits.form,
  /** …and a job posting. */
  'forms.postJob': bodyLimits.job,
  /** The manage page of a subscriber's alerts: an alert's search and frequency at most. */
  'subscriptions.': bodyLimits.form,
  /** The admin forms and the SEO settings… */
  'admin.': bodyLimits.form,
  /** …the edit of a whole job and a scraped draft, as large as a job posting… */
  'admin.editJob': bodyLimits.job,
  'admin.saveScrapedJob': bodyLimits.job,
  /** …and the scrape request, one URL. */
  'admin.scrapeJob': bodyLimits.scrape,
};

export const actionBodyLimit = (action: string): number => {
  const prefix = Object.keys(actionBodyLimits)
    .filter((p) => action.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? actionBodyLimits[prefix]! : bodyLimits.job;
};

/** What the local proxy and the self-hosted server accept at most, whatever the endpoint. */
export const proxyBodyLimit = 1024 * KiB + 128 * KiB;

/** "64 KB", "512 KB", "1 MB". */
/** 160 KB, 1 MB. */
export const describeBytes = (bytes: number): string =>
  bytes >= 1024 * KiB ? `${Math.round(bytes / (1024 * KiB))} MB` : `${Math.round(bytes / KiB)} KB`;

/** The 413 sentence for scripts and endpoints (English; a form page says it in its language: responses.ts bodyTooLarge, post.refusal.tooLargeText). */
export const bodyTooLargeMessage = (maxBytes: number): string =>
  `The request is too large: this address accepts at most ${describeBytes(maxBytes)}. Please shorten the text and send it again.`;

export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' };

/** The body's bytes, at most maxBytes of them; 'too-large' as soon as it is known to be more. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Not awaited: on a clone (a tee branch) the cancel settles only once the other branch is
        // cancelled too, and nobody reads that one after a refusal, so awaiting never answers.
        reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The action a request calls: `/_actions/forms.contact` from a script, or a form posted to a page
 * with `?_action=forms.contact`; undefined for any other request. For the local proxy, which sees
 * only the address (the middleware uses the route Astro matched: src/lib/action-call.ts).
 */
export function actionNameOf(url: URL): string | undefined {
  const raw = url.pathname.startsWith('/_actions/') ? url.pathname.slice('/_actions/'.length) : url.searchParams.get('_action');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw).replace(/\/$/, '');
  } catch {
    return raw;
  }
}

/** How large a body a request to `url` may send when it calls an action; undefined for every other request. */
export function actionBodyLimitOf(url: URL): number | undefined {
  const name = actionNameOf(url);
  return name ? actionBodyLimit(name) : undefined;
}
