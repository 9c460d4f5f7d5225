import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { articleSchema, duplicateRoutes, readingMinutes } from '~/lib/articles';
import { articleJsonLd, displayDate } from '~/lib/json-ld/article';

const valid = {
  type: 'career-article',
  title: 'How to Get Your DHA Licence',
  description: 'The seven steps to a Dubai Health Authority licence.',
  excerpt: 'Every step, every fee.',
  emoji: '🩺',
  category: 'Licensing',
  route: '/dha-license-uae',
  publishedOn: '2025-02-10',
  updatedOn: '2025-06-01',
};

const firstIssue = (input: unknown) => {
  const result = articleSchema.safeParse(input);
  return result.success ? undefined : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
};

describe('article frontmatter: a wrong field says how to fix it', () => {
  it.each([
    [{ ...valid, type: 'blog' }, "type: type must be 'career-article' or 'interview-guide', e.g. type: career-article"],
    [{ ...valid, featuerd: true }, ': Unknown field "featuerd": check its spelling against content/README.md.'],
    [{ ...valid, title: undefined }, 'title: title is required: the headline shown on the page and on its card'],
    [{ ...valid, title: '  ' }, 'title: title is empty: the headline shown on the page and on its card'],
    [
      { ...valid, description: 'x'.repeat(161) },
      'description: description has 161 characters; shorten it to 160 or fewer (the meta description search engines show)',
    ],
    [
      { ...valid, metaTitle: 'y'.repeat(61) },
      'metaTitle: metaTitle has 61 characters; shorten it to 60 or fewer (the browser and search-result title before " | Gulf Jobs"; leave it out to use the title)',
    ],
    [{ ...valid, emoji: 'money' }, 'emoji: emoji must be exactly one emoji (quote it in YAML), e.g. emoji: "💰"'],
    [{ ...valid, emoji: '💰💰' }, 'emoji: emoji must be exactly one emoji (quote it in YAML), e.g. emoji: "💰"'],
    [
      { ...valid, category: 'Salaries' },
      'category: category must be one of: Salary & Benefits, Job Search, CV & Applications, Interviews, Licensing, Remote Work, Relocation (add a new one to articleCategories in src/lib/articles.ts)',
    ],
    [
      { ...valid, route: 'dha-license-uae' },
      "route: route must start with '/' and use lowercase words joined by hyphens, no trailing slash, e.g. route: /article/cv-writing-guide",
    ],
    [
      { ...valid, route: '/DHA-License/' },
      "route: route must start with '/' and use lowercase words joined by hyphens, no trailing slash, e.g. route: /article/cv-writing-guide",
    ],
    [
      { ...valid, readMinutes: 6.5 },
      'readMinutes: readMinutes must be a whole number of minutes, e.g. readMinutes: 7 (or leave it out to compute it from the text)',
    ],
    [
      { ...valid, publishedOn: 'last spring' },
      'publishedOn: publishedOn must be a date written as YYYY-MM-DD, e.g. publishedOn: 2025-06-30',
    ],
    [{ ...valid, updatedOn: '2024-01-01' }, 'updatedOn: updatedOn is before publishedOn: set updatedOn to the publication date or later'],
    [{ ...valid, faq: [] }, 'faq: faq is empty: remove the key or add at least one { question, answer }'],
    [{ ...valid, faq: [{ question: 'Why?' }] }, 'faq.0.answer: faq answer is required: each FAQ entry needs a plain-text answer'],
    [{ ...valid, backTo: '/jobs' }, "backTo: backTo must be '/career-advice' or '/'"],
    [
      { ...valid, callToAction: { label: 'Browse Jobs', href: 'https://elsewhere.example' } },
      'callToAction.href: callToAction href must be a path on this site starting with /, e.g. /jobs',
    ],
  ])('%j → %s', (input, message) => expect(firstIssue(input)).toBe(message));

  it('fills the defaults of a valid entry', () => {
    expect(articleSchema.parse(valid)).toMatchObject({ featured: false, backTo: '/career-advice', publishedOn: new Date('2025-02-10') });
    expect(articleSchema.parse({ ...valid, type: 'interview-guide', emoji: '❤️' })).toMatchObject({ type: 'interview-guide' });
  });
});

describe('every file in content/articles', () => {
  const dir = new URL('../../content/articles/', import.meta.url);
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((file) => {
      const [, frontmatter, body] = readFileSync(new URL(file, dir), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!;
      const result = articleSchema.safeParse(parse(frontmatter!));
      if (!result.success)
        throw new Error(`content/articles/${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { file, data: result.data, body: body! };
    });

  it('has frontmatter that fits the schema and a route of its own', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(duplicateRoutes(entries.map((e) => ({ id: e.file, route: e.data.route })))).toEqual([]);
  });

  it('gives the DHA licence guide exactly the seven steps of the spec', () => {
    const dha = entries.find((e) => e.data.route === '/dha-license-uae')!;
    expect([...dha.body.matchAll(/^### (\d)\. (.+)$/gm)].map((m) => `${m[1]}. ${m[2]}`)).toEqual([
      '1. Create an account on the licensing portal',
      '2. Complete the self-assessment',
      '3. Upload your documents',
      '4. Primary source verification',
      '5. Take the exam at a computer-based test centre',
      '6. Receive your eligibility letter (valid for 1 year)',
      '7. Activation by your employer',
    ]);
  });
});

describe('article helpers', () => {
  it('reads 200 words a minute, ignoring imports and tags, at least 1', () => {
    expect(readingMinutes("import X from './x';\n<X />\n" + 'word '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
  });

  it('names every entry of a shared route', () => {
    expect(
      duplicateRoutes([
        { id: 'a', route: '/x' },
        { id: 'b', route: '/y' },
        { id: 'c', route: '/x' },
      ]),
    ).toEqual([['/x', ['a', 'c']]]);
  });

  it('describes an article for search engines', () => {
    const ld = articleJsonLd(
      {
        title: 'T',
        description: 'D',
        route: '/dha-license-uae',
        category: 'Licensing',
        publishedOn: new Date('2025-02-10'),
        updatedOn: new Date('2026-10-05'),
      },
      'https://gulfjobs.example',
    );
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2025-02-10',
      dateModified: '2026-10-05',
      mainEntityOfPage: 'https://gulfjobs.example/dha-license-uae',
    });
    expect(displayDate(new Date('2026-10-05'))).toBe('5 October 2026');
  });
});
