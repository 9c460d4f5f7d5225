import { z } from '~/lib/zod';

/** What search engines show: advisory only, never a validation error. */
export const seoLimits = { title: 60, description: 160 } as const;

/** Hard bounds on what is stored (the database checks the same). */
const seoBounds = { path: 300, title: 200, description: 500, keywords: 20, keyword: 50, image: 2000 } as const;

export const seoStatuses = ['optimized', 'needs-review', 'draft'] as const;
export type SeoStatus = (typeof seoStatuses)[number];

/** One page's stored override, as the admin screen and the page head use it. */
export interface SeoOverride {
  path: string;
  title: string | null;
  description: string | null;
  keywords: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  noindex: boolean;
}

/**
 * optimized: title and description set and within what search engines show, with keywords;
 * needs-review: an override exists but something is missing or too long; draft: no override.
 */
export function seoStatusOf(override: Pick<SeoOverride, 'title' | 'description' | 'keywords'> | undefined): SeoStatus {
  if (!override) return 'draft';
  const { title, description, keywords } = override;
  const fits = (text: string | null, limit: number) => !!text && text.length <= limit;
  return fits(title, seoLimits.title) && fits(description, seoLimits.description) && keywords.length > 0 ? 'optimized' : 'needs-review';
}

/** "64 / 60 — longer than search engines show" (the counters are advisory only). */
export function lengthAdvice(length: number, limit: number): { text: string; over: boolean } {
  const over = length > limit;
  return { text: over ? `${length} / ${limit} — longer than search engines show` : `${length} / ${limit}`, over };
}

/** A site path: starts with /, no query or fragment, no trailing slash (like the canonicals). */
export const sitePathSchema = z
  .string({ message: 'Choose a page.' })
  .trim()
  .min(1, 'Choose a page.')
  .max(seoBounds.path, `The page path is longer than ${seoBounds.path} characters.`)
  .regex(/^\/[A-Za-z0-9._~%/-]*$/, 'The page path must start with / and contain no query or spaces, e.g. /uae-jobs.')
  .refine((p) => p === '/' || !p.endsWith('/'), 'Leave out the trailing slash, e.g. /uae-jobs.');

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || null : (v ?? null)),
    z
      .string({ message: `${label} must be text.` })
      .max(max, `${label} can be at most ${max} characters.`)
      .nullable(),
  );

/** Keywords as typed ("nurse jobs, dubai") or as a list; trimmed, empty ones and repeats dropped. */
const keywordsSchema = z.preprocess(
  (v) => {
    const list: unknown = typeof v === 'string' ? v.split(',') : (v ?? []);
    if (!Array.isArray(list)) return list;
    const cleaned = list.map((k: unknown) => (typeof k === 'string' ? k.trim().replace(/\s+/g, ' ') : k)).filter((k) => k !== '');
    const key = (k: unknown) => (typeof k === 'string' ? k.toLowerCase() : k);
    return cleaned.filter((k, i) => cleaned.findIndex((o) => key(o) === key(k)) === i);
  },
  z
    .array(
      z
        .string({ message: 'Keywords must be text.' })
        .max(seoBounds.keyword, `Each keyword can be at most ${seoBounds.keyword} characters.`),
      { message: 'Keywords must be a comma-separated list.' },
    )
    .max(seoBounds.keywords, `Use at most ${seoBounds.keywords} keywords.`),
);

const imageSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z
    .string({ message: 'The social image must be a URL.' })
    .max(seoBounds.image, `The social image URL can be at most ${seoBounds.image} characters.`)
    .refine(
      (u) => /^\/[^/]/.test(u) || (URL.canParse(u) && /^https?:$/.test(new URL(u).protocol)),
      'The social image must be an http(s) URL or a path on this site, e.g. /og-default.png.',
    )
    .nullable(),
);

/** What saving and resetting an override answers. */
export const seoTexts = {
  saved: 'Changes saved. The site is rebuilding; the page shows them within a few minutes.',
  reset: 'Override removed. The page goes back to its built-in metadata after the rebuild.',
  notFound: 'This page has no saved override.',
  failed: 'The changes could not be saved. Please try again.',
} as const;

/** Save Changes: the admin screen and the admin.saveSeoOverride action share this schema. */
export const seoOverrideInputSchema = z.object({
  path: sitePathSchema,
  title: optionalText('The title', seoBounds.title),
  description: optionalText('The description', seoBounds.description),
  keywords: keywordsSchema,
  ogTitle: optionalText('The social title', seoBounds.title),
  ogDescription: optionalText('The social description', seoBounds.description),
  ogImage: imageSchema,
  noindex: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).default(false),
});
export type SeoOverrideInput = z.infer<typeof seoOverrideInputSchema>;

/** The path a page is known by: no trailing slash (except /), no index.html. */
export const normalizeSitePath = (pathname: string): string => {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
};

/** A stored override as the build reads it (the seoOverrides content collection). */
export const storedSeoOverrideSchema = z.object({
  path: z.string().describe('The page path, e.g. /uae-jobs'),
  title: z.string().nullable().describe('The whole <title>, replacing the page’s own'),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  ogImage: z.string().nullable(),
  noindex: z.boolean(),
  updatedAt: z.string(),
});
export type StoredSeoOverride = z.infer<typeof storedSeoOverrideSchema>;
