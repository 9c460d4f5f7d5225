import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActionError } from 'astro:actions';
import { messagesFor } from '~/i18n';
import { tooManyAttempts } from '~/lib/forms';
import { formResults, refusalPage } from '~/server/forms/results';
import { bodyTooLarge } from '~/server/http/responses';

// Every interface text of the bilingual site comes from one catalogue per language. A
// sentence of the English catalogue written a second time in code is a text the Arabic site
// would get from a second place (or not at all): this finds those copies.

const root = join(import.meta.dirname, '../../src');

/** Every text of the English catalogue that is a sentence or a phrase (not a single word or a template). */
function sentences(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= 14 && value.includes(' ')) out.add(value);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) sentences(v, out);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Where a catalogue text may also be, and why: the catalogues themselves; the English-only areas
 * (articles, guides, events, coaching, salary guide, sign-in, the admin's screens and scraper), which
 * keep their own texts; and the English data tables the catalogue's words are checked against by
 * their own tests (categories, cities, job facts, the page registry, the /jobs script's describer).
 */
const allowed = [
  'i18n/',
  'components/article/',
  'components/coaching/',
  'components/events/',
  'components/guides/',
  'components/hub/',
  'components/salary/',
  'lib/coaching.ts',
  'lib/auth-schema.ts',
  'lib/scrape/',
  'pages/admin/',
  'components/admin/',
  'pages/auth/',
  'islands/DraftFactsFields.tsx',
  'islands/ScrapeJob.tsx',
  'pages/salary-guide.astro',
  'lib/categories.ts',
  'lib/cities.ts',
  'lib/jobs/hub.ts',
  'lib/jobs/job-facts.ts',
  'lib/navigation.ts',
  'lib/pages/registry.ts',
  'lib/pages/listings.ts',
  'lib/alerts/describe.ts',
  // Not this change's to move (other helpers' areas this round): the digest e-mails and the search's messages.
  'lib/emails/digests.ts',
  'lib/jobs/search.ts',
  'server/jobs/search-handler.ts',
];

/** The code without its comments (a comment may quote the words it is about). */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');

describe('one catalogue per language', () => {
  it('no English text of the catalogue is written again in the code of the bilingual site', () => {
    const texts = [...sentences(messagesFor('en'))];
    const copies: string[] = [];
    for (const file of sourceFiles(root)) {
      const path = relative(root, file);
      if (allowed.some((prefix) => path.startsWith(prefix))) continue;
      const source = withoutComments(readFileSync(file, 'utf8'));
      for (const text of texts) {
        const quoted = [`'${text.replaceAll("'", "\\'")}'`, `"${text}"`, `\`${text}\``, `>${text}<`];
        if (quoted.some((q) => source.includes(q))) copies.push(`${path}: ${text}`);
      }
    }
    expect(copies).toEqual([]);
  });
});

/** Latin words left in an Arabic text (a page's tags and addresses aside). */
const latinWords = (text: string) => text.replace(/<[^>]*>/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
const formPost = (path: string, body: string) =>
  new Request(`http://localhost:4321${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });

describe('the Arabic site’s forms answer in Arabic (texts that used to be English constants)', () => {
  it('"too many attempts" for every form of the Arabic site, with Arabic plural forms', () => {
    expect(tooManyAttempts(60, 'ar')).toBe('محاولات كثيرة جدًا. يرجى الانتظار دقيقة واحدة قبل المحاولة مرة أخرى.');
    expect(tooManyAttempts(600, 'ar')).toBe('محاولات كثيرة جدًا. يرجى الانتظار 10 دقائق قبل المحاولة مرة أخرى.');
    expect(tooManyAttempts(20_000, 'ar')).toBe('محاولات كثيرة جدًا. يرجى الانتظار 6 ساعات قبل المحاولة مرة أخرى.');
    expect(tooManyAttempts(20_000)).toBe('Too many attempts. Please wait 6 hours before trying again.');
  });

  it.each(['newsletter', 'job-alert', 'contact', 'post-job'] as const)(
    'the refusal pages of /ar/forms/%s: headings and our failure text in Arabic',
    (form) => {
      const result = formResults[form];
      const pages = [
        refusalPage(result, new ActionError({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts(120, 'ar') }), 'ar'),
        refusalPage(result, new ActionError({ code: 'CONTENT_TOO_LARGE', message: 'x' }), 'ar').title,
        refusalPage(result, new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' }), 'ar'),
        refusalPage(result, new ActionError({ code: 'SERVICE_UNAVAILABLE', message: result.failure('ar') }), 'ar'),
      ];
      expect(latinWords(JSON.stringify(pages).replace(/"(status|title|message)"/g, ''))).toEqual([]);
      expect(refusalPage(result, new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' }), 'en').message).toBe(
        result.failure('en'),
      );
    },
  );

  it('the short 413 page of a form posted without JavaScript is Arabic from an Arabic page', async () => {
    const tooLarge = bodyTooLarge(formPost('/ar/forms/post-job', 'x=1'), 160 * 1024);
    expect(tooLarge.status).toBe(413);
    const page = await tooLarge.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>النموذج كبير جدًا</h1><p>الطلب كبير جدًا: يقبل هذا العنوان 160 KB على الأكثر.');
    expect(latinWords(page.replaceAll('KB', ''))).toEqual([]);
    const english = await bodyTooLarge(formPost('/forms/post-job', 'x=1'), 160 * 1024).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(
      '<h1>The form is too large</h1><p>The request is too large: this address accepts at most 160 KB. Please shorten the text and send it again.</p><p><a href="javascript:history.back()">Go back</a> · <a href="/">Home</a></p>',
    );
  });
});
