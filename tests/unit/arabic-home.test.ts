import { describe, expect, it } from 'vitest';
import { messagesFor, plural } from '~/i18n';
import { heroLocationsIn, popularCategoriesIn, popularSearchesIn } from '~/lib/home';
import { contactIssueMessage } from '~/lib/contact-messages';
import { contactSchema, contactSubjects } from '~/lib/forms';
import { splitLink } from '~/lib/legal-text';
import { companiesHiring } from '~/lib/companies/hiring';
import { sitePage } from '~/lib/pages/registry';

const arabicLetters = /[\u0600-\u06FF]/;

describe('the home page in two languages', () => {
  it('links the popular searches and categories to the pages of its own language', () => {
    expect(popularSearchesIn('en')).toEqual([
      { href: '/remote-jobs-uae', label: 'Remote jobs in the UAE' },
      { href: '/healthcare-jobs-uae', label: 'Healthcare jobs in the UAE' },
      { href: '/teaching-jobs-uae', label: 'Teaching jobs in the UAE' },
      { href: '/qatar-jobs', label: 'Jobs in Qatar' },
    ]);
    const arabic = popularSearchesIn('ar');
    expect(arabic.map((s) => s.href)).toEqual([
      '/ar/remote-jobs-uae',
      '/ar/healthcare-jobs-uae',
      '/ar/teaching-jobs-uae',
      '/ar/qatar-jobs',
    ]);
    for (const s of arabic) expect(s.label).toMatch(arabicLetters);

    expect(popularCategoriesIn('en').map((c) => [c.href, c.label, c.category])).toEqual([
      ['/healthcare-jobs', 'Healthcare & Medical', 'healthcare-medical'],
      ['/tech-jobs', 'IT & Technology', 'it-technology'],
      ['/education-jobs', 'Education & Teaching', 'education-teaching'],
      ['/engineering-jobs', 'Engineering', 'engineering'],
    ]);
    const categories = popularCategoriesIn('ar');
    expect(categories.map((c) => c.href)).toEqual(['/ar/healthcare-jobs', '/ar/tech-jobs', '/ar/education-jobs', '/ar/engineering-jobs']);
    expect(categories[0]).toMatchObject({ label: 'الرعاية الصحية والطب', category: 'healthcare-medical' });
    for (const c of categories) expect(c.blurb).toMatch(arabicLetters);
  });

  it('offers the six countries (saudi as the search alias) and remote, named in the language', () => {
    expect(heroLocationsIn('en')).toEqual([
      { value: 'uae', label: 'UAE' },
      { value: 'saudi', label: 'Saudi Arabia' },
      { value: 'qatar', label: 'Qatar' },
      { value: 'kuwait', label: 'Kuwait' },
      { value: 'bahrain', label: 'Bahrain' },
      { value: 'oman', label: 'Oman' },
      { value: 'remote', label: 'Remote' },
    ]);
    expect(heroLocationsIn('ar').map((l) => l.label)).toEqual(['الإمارات', 'السعودية', 'قطر', 'الكويت', 'البحرين', 'عُمان', 'عن بُعد']);
  });

  it('counts in real Arabic plurals, with Latin digits', () => {
    const forms = messagesFor('ar').home.categories.openJobs;
    expect(plural(forms, 1, 'ar')).toBe('وظيفة واحدة متاحة');
    expect(plural(forms, 2, 'ar')).toBe('وظيفتان متاحتان');
    expect(plural(forms, 5, 'ar')).toBe('5 وظائف متاحة');
    expect(plural(forms, 25, 'ar')).toBe('25 وظيفة متاحة');
    expect(plural(messagesFor('en').home.categories.openJobs, 25, 'en')).toBe('25 open jobs');
    expect(plural(messagesFor('en').home.hero.openings, 25, 'en')).toMatch(/^25 reviewed openings in the UAE/);
  });

  it("keeps the English titles the registry's (titles, sitemap and SEO settings read the registry)", () => {
    const en = messagesFor('en');
    expect([en.home.title, en.home.description]).toEqual([sitePage('/').title, sitePage('/').description]);
    for (const page of ['privacy', 'terms', 'companies'] as const)
      expect([en.pages[page].title, en.pages[page].description]).toEqual([sitePage(`/${page}`).title, sitePage(`/${page}`).description]);
    expect([en.pages.notFound.title, en.pages.notFound.message]).toEqual([sitePage('/404').title, sitePage('/404').description]);
  });
});

describe('the contact form in two languages', () => {
  const valid = { firstName: 'Amal', lastName: 'Haddad', email: 'amal@example.com', subject: 'support', message: 'Hello' };
  const cases: Record<string, string>[] = [
    { ...valid, firstName: '' },
    { ...valid, lastName: '  ' },
    { ...valid, email: '' },
    { ...valid, email: 'not-an-address' },
    { ...valid, email: `${'a'.repeat(250)}@example.com` },
    { ...valid, subject: '' },
    { ...valid, subject: 'bribes' },
    { ...valid, message: '' },
    { ...valid, firstName: 'x'.repeat(101) },
    { ...valid, message: 'x'.repeat(5001) },
  ];

  it('says in English exactly what the schema says (the English page is unchanged), and in Arabic the same problem in Arabic', () => {
    const en = messagesFor('en').home.contactForm;
    const ar = messagesFor('ar').home.contactForm;
    for (const input of cases) {
      const parsed = contactSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues[0]!;
      const value = input[String(issue.path[0])] ?? '';
      expect(contactIssueMessage(issue, value, en)).toBe(issue.message);
      const arabic = contactIssueMessage(issue, value, ar);
      expect(arabic).toMatch(arabicLetters);
    }
    const tooLong = contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).error!.issues[0]!;
    expect(contactIssueMessage(tooLong, '', ar)).toBe('يُرجى ألا يتجاوز النص 5000 حرف.');
    const badEmail = contactSchema.safeParse({ ...valid, email: 'nope' }).error!.issues[0]!;
    expect(contactIssueMessage(badEmail, 'nope', ar)).toBe('يُرجى إدخال بريد إلكتروني صحيح.');
  });

  it('names the subjects as the spec does in English, in its order', () => {
    const en = messagesFor('en').home.contactForm.subjects;
    expect(contactSubjects.map((value) => en[value])).toEqual([
      'Interview Coaching',
      "I'm looking for a job",
      'I want to post a job',
      'Partnership inquiry',
      'Technical support',
      'Other',
    ]);
  });
});

describe('the legal pages in two languages', () => {
  it('splits a paragraph around its link to the contact form', () => {
    expect(splitLink('write to us through the [contact form]. Thanks')).toEqual({
      before: 'write to us through the ',
      link: 'contact form',
      after: '. Thanks',
    });
    expect(splitLink('no link here')).toEqual({ before: 'no link here', after: '' });
  });

  it('translates every section, paragraph, list item and link (the same text, not a shorter one)', () => {
    for (const page of ['privacy', 'terms'] as const) {
      const en = messagesFor('en').pages[page];
      const ar = messagesFor('ar').pages[page];
      const shape = (text: typeof en) => ({
        intro: text.intro.length,
        sections: text.sections.map((s) => ({
          paragraphs: s.paragraphs?.map((p) => splitLink(p).link !== undefined),
          items: s.items?.map((i) => i.lead !== undefined),
        })),
      });
      expect(shape(ar)).toEqual(shape(en));
      const all = [
        ar.heading,
        ar.updated,
        ...ar.intro,
        ...ar.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []).map((i) => i.text)]),
      ];
      for (const text of all) expect(text).toMatch(arabicLetters);
      // The facts: dates, periods and the processors' names survive translation.
      const english = JSON.stringify(en);
      const arabic = JSON.stringify(ar);
      for (const fact of ['22', '2026', '12', '30', 'Supabase', 'Netlify']) expect(arabic.includes(fact)).toBe(english.includes(fact));
    }
  });
});

describe('the companies page', () => {
  it('lists employers with open jobs, most openings first, then by name', () => {
    const jobs = ['Zeta Health', 'شركة النور', 'Acme', 'Zeta Health', 'Acme', 'Beta'].map((companyName) => ({ companyName }));
    expect(companiesHiring(jobs)).toEqual([
      { name: 'Acme', count: 2 },
      { name: 'Zeta Health', count: 2 },
      { name: 'Beta', count: 1 },
      { name: 'شركة النور', count: 1 },
    ]);
    const ar = messagesFor('ar').pages.companies;
    expect(plural(ar.employers, 3, 'ar')).toBe('3 أصحاب عمل لديهم وظائف شاغرة ومُراجَعة الآن.');
    expect(plural(messagesFor('ar').common.jobCount, 1, 'ar')).toBe('وظيفة واحدة');
  });
});
