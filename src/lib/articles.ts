import { z } from '~/lib/zod';

// Career articles and interview guides: one `articles` collection (content/articles/*.mdx), one
// frontmatter schema. Messages tell the author what to change, because the build prints them
// next to the file's name.

/** Categories of the career-advice index, in chip order; `slug` is the /career-advice/{slug} page. */
export const articleCategories = [
  {
    slug: 'salary-benefits',
    label: 'Salary & Benefits',
    blurb: 'How Gulf pay packages are built, what allowances and gratuity are worth, and how to negotiate an offer.',
  },
  {
    slug: 'job-search',
    label: 'Job Search',
    blurb: 'Where and how to look for work in the Gulf, which jobs are open to you, and how to avoid recruitment scams.',
  },
  {
    slug: 'cv-applications',
    label: 'CV & Applications',
    blurb: 'CVs and applications the way Gulf recruiters and their applicant tracking systems read them.',
  },
  {
    slug: 'interviews',
    label: 'Interviews',
    blurb: 'What Gulf employers ask at interview, how to answer, and how to prepare for video, panel and technical rounds.',
  },
  {
    slug: 'licensing',
    label: 'Licensing',
    blurb: 'Professional licences for regulated jobs in the Gulf: the steps, the fees and how long they take.',
  },
  {
    slug: 'remote-work',
    label: 'Remote Work',
    blurb: 'Remote and hybrid work in the Gulf: the roles, the residency rules and the practicalities.',
  },
  {
    slug: 'relocation',
    label: 'Relocation',
    blurb: 'Moving to the Gulf: comparing countries, taxes, living costs and what to arrange before you go.',
  },
] as const;

export type ArticleCategory = (typeof articleCategories)[number]['label'];
export type ArticleCategorySlug = (typeof articleCategories)[number]['slug'];
const categoryLabels = articleCategories.map((c) => c.label) as [ArticleCategory, ...ArticleCategory[]];

export const categorySlugOf = (label: ArticleCategory): ArticleCategorySlug => articleCategories.find((c) => c.label === label)!.slug;

/** Where an article's back button goes (the spec: to /career-advice or to home). */
const backTargets = ['/career-advice', '/'] as const;

const routePattern = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const emojiPattern = /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*$/u;

const text = (field: string, max: number, why: string) =>
  z
    .string({ error: `${field} is required: ${why}` })
    .trim()
    .min(1, { error: `${field} is empty: ${why}` })
    .max(max, { error: (issue) => `${field} has ${String(issue.input).length} characters; shorten it to ${max} or fewer (${why})` });

const day = (field: string) => z.coerce.date({ error: `${field} must be a date written as YYYY-MM-DD, e.g. ${field}: 2025-06-30` });

const faqItemSchema = z.object({
  question: text('faq question', 200, 'each FAQ entry needs a question'),
  answer: text('faq answer', 1200, 'each FAQ entry needs a plain-text answer'),
});
export type ArticleFaqItem = z.infer<typeof faqItemSchema>;

/** A misspelt field must stop the build, not be dropped silently (the entry would lose it unnoticed). */
export const unknownFieldError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}: check its spelling against content/README.md.`
      : undefined,
};

/** Fields every article and guide has. */
const baseArticleSchema = z.strictObject(
  {
    title: text('title', 100, 'the headline shown on the page and on its card'),
    metaTitle: text('metaTitle', 60, 'the browser and search-result title before " | Gulf Jobs"; leave it out to use the title')
      .optional()
      .describe('Shorter title for <title> when the headline is long'),
    description: text('description', 160, 'the meta description search engines show').describe('Meta description, 160 characters at most'),
    excerpt: text('excerpt', 240, 'the summary on the article card').describe('Card summary on /career-advice'),
    emoji: z
      .string({ error: 'emoji is required: one emoji shown on the card, e.g. emoji: "💰"' })
      .regex(emojiPattern, { error: 'emoji must be exactly one emoji (quote it in YAML), e.g. emoji: "💰"' })
      .describe('One emoji for the card'),
    category: z
      .enum(categoryLabels, {
        error: `category must be one of: ${categoryLabels.join(', ')} (add a new one to articleCategories in src/lib/articles.ts)`,
      })
      .describe('The chip the article is filed under'),
    readMinutes: z
      .int({ error: 'readMinutes must be a whole number of minutes, e.g. readMinutes: 7 (or leave it out to compute it from the text)' })
      .min(1, { error: 'readMinutes must be at least 1' })
      .max(60, { error: 'readMinutes must be 60 or fewer; split a longer text into two articles' })
      .optional()
      .describe('Reading time; computed from the body at 200 words a minute when left out'),
    route: z
      .string({ error: 'route is required: the public path, e.g. route: /dha-license-uae' })
      .regex(routePattern, {
        error:
          "route must start with '/' and use lowercase words joined by hyphens, no trailing slash, e.g. route: /article/cv-writing-guide",
      })
      .describe('The public path of the page'),
    featured: z.boolean({ error: 'featured must be true or false' }).default(false).describe('Shown under "Featured articles"'),
    publishedOn: day('publishedOn').describe('First publication date'),
    updatedOn: day('updatedOn').describe('Last substantive revision; shown on the page and in the Article data'),
    faq: z
      .array(faqItemSchema, { error: 'faq must be a list of { question, answer } entries' })
      .min(1, { error: 'faq is empty: remove the key or add at least one { question, answer }' })
      .optional()
      .describe('Questions shown under the article and published as FAQPage data'),
    backTo: z
      .enum(backTargets, { error: "backTo must be '/career-advice' or '/'" })
      .default('/career-advice')
      .describe('Target of the back button'),
    callToAction: z
      .object({
        label: text('callToAction label', 40, 'the button text, e.g. Browse Jobs'),
        href: z.string().regex(/^\/[^\s]*$/, { error: 'callToAction href must be a path on this site starting with /, e.g. /jobs' }),
      })
      .optional()
      .describe('A button after the article (e.g. Browse Jobs → /jobs)'),
  },
  unknownFieldError,
);

const datesInOrder = (data: { publishedOn: Date; updatedOn: Date }) => data.updatedOn >= data.publishedOn;
const datesInOrderError = { error: 'updatedOn is before publishedOn: set updatedOn to the publication date or later', path: ['updatedOn'] };

/** A career article (salary, CV, licensing…). */
const careerArticleSchema = baseArticleSchema.extend({ type: z.literal('career-article') }).refine(datesInOrder, datesInOrderError);

/** An interview guide; guide-only fields go here. */
const interviewGuideSchema = baseArticleSchema.extend({ type: z.literal('interview-guide') }).refine(datesInOrder, datesInOrderError);

/** Frontmatter of content/articles/*.mdx. */
export const articleSchema = z.discriminatedUnion('type', [careerArticleSchema, interviewGuideSchema], {
  error: "type must be 'career-article' or 'interview-guide', e.g. type: career-article",
});
export type ArticleData = z.infer<typeof articleSchema>;

/** Minutes to read `body` at 200 words a minute, at least 1. */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

/** The card shown on the index (the spec's "Article card"). */
export interface ArticleCard {
  title: string;
  excerpt: string;
  emoji: string;
  readMinutes: number;
  category: ArticleCategory;
  route: string;
  featured: boolean;
  updatedOn: Date;
}

/** Newest revision first, then title: the order of every article list. */
export const byNewest = (a: { updatedOn: Date; title: string }, b: { updatedOn: Date; title: string }): number =>
  b.updatedOn.getTime() - a.updatedOn.getTime() || a.title.localeCompare(b.title);

/** Routes used by more than one entry, each with its entries' ids (a build error names them). */
export function duplicateRoutes(entries: readonly { id: string; route: string }[]): [string, string[]][] {
  const byRoute = new Map<string, string[]>();
  for (const e of entries) byRoute.set(e.route, [...(byRoute.get(e.route) ?? []), e.id]);
  return [...byRoute].filter(([, ids]) => ids.length > 1);
}
