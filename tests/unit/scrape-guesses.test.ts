import { describe, expect, it } from 'vitest';
import { draftFrom, guessesFromMarkdown } from '~/lib/scrape/guesses';
import { salaryOf, statedJob } from '~/lib/scrape/stated-job';
import { postJobFromDraft } from '~/lib/scrape/draft';
import { emptyDraftFacts } from '~/lib/scrape/facts';

describe('guessesFromMarkdown', () => {
  it.each([
    ['# Staff Nurse\n\nCare for patients.', { title: 'Staff Nurse' }],
    ['Intro\n\n## **Senior** Accountant ##\n\n# Later heading', { title: 'Senior Accountant' }],
    [
      '# Teacher\n\nCompany: Al Noor School\nLocation: Dubai, UAE\nSalary: AED 9,000',
      { title: 'Teacher', company: 'Al Noor School', location: 'Dubai, UAE', salary: 'AED 9,000' },
    ],
    [
      '- **Employer:** Gulf Care\n- **Job Location** - Muscat, Oman\n- __Remuneration__: Competitive',
      { company: 'Gulf Care', location: 'Muscat, Oman', salary: 'Competitive' },
    ],
    ['Organisation | [Qatar Airways](https://qatarairways.example)', { company: 'Qatar Airways' }],
    ['We pay SAR 15,000 monthly plus housing.', { salary: 'We pay SAR 15,000 monthly plus housing.' }],
    ['Package from $4,500 per month', { salary: 'Package from $4,500 per month' }],
    [
      'Riyadh, Saudi Arabia\n\nA long paragraph that mentions Dubai in passing, but it is far too long to be a location line for the job.',
      { location: 'Riyadh, Saudi Arabia' },
    ],
    ['# Site Engineer at Emaar Properties', { title: 'Site Engineer at Emaar Properties', company: 'Emaar Properties' }],
    ['Just some text about our culture.', {}],
  ])('%j', (markdown, expected) => expect(guessesFromMarkdown(markdown)).toEqual(expected));

  it('prefers a labelled line over an unlabelled one', () => {
    expect(guessesFromMarkdown('Doha, Qatar\nLocation: Lusail, Qatar').location).toBe('Lusail, Qatar');
  });
});

describe('draftFrom', () => {
  const base = { description: ' Text ', url: 'https://x.example/job', markdown: '' };
  it('uses the stated fields, then the guesses, then the page title, then the defaults', () => {
    expect(draftFrom({ ...base, stated: { title: 'Stated' }, guesses: { title: 'Guessed', company: 'Co' } })).toEqual({
      ...base,
      description: 'Text',
      title: 'Stated',
      company: 'Co',
      location: 'Location Not Specified',
      salary: '',
      facts: emptyDraftFacts,
    });
    expect(draftFrom({ ...base, guesses: {}, pageTitle: 'Page title' }).title).toBe('Page title');
    expect(draftFrom({ ...base, guesses: {} })).toMatchObject({
      title: 'Job Title Not Found',
      company: 'Unknown Company',
      location: 'Location Not Specified',
    });
  });
  it('clips to the post form limits', () => {
    const draft = draftFrom({ ...base, guesses: { title: 'T'.repeat(300) }, description: 'd'.repeat(25000) });
    expect(draft.title).toHaveLength(200);
    expect(draft.description).toHaveLength(20000);
  });
});

describe('JSON-LD', () => {
  it.each([
    [{ currency: 'AED', value: { minValue: 12000, maxValue: 15000, unitText: 'MONTH' } }, 'AED 12,000 - 15,000 per month'],
    [{ currency: 'SAR', value: { value: '9000', unitText: 'MONTH' } }, 'SAR 9,000 per month'],
    [{ currency: 'USD', value: 120000, unitText: 'YEAR' }, 'USD 120,000 per year'],
    [{ currency: 'QAR', value: { minValue: 50, maxValue: 50, unitText: 'HOUR' } }, 'QAR 50 per hour'],
    ['Competitive', 'Competitive'],
    [{ currency: 'KWD' }, undefined],
  ])('salaryOf(%j) → %s', (salary, text) => expect(salaryOf(salary)).toBe(text));

  it('finds a JobPosting in arrays, @graph or under another node, with remote jobs', () => {
    const block = JSON.stringify({
      '@type': 'WebPage',
      mainEntity: {
        '@type': 'http://schema.org/JobPosting',
        title: 'Data Analyst',
        hiringOrganization: 'Noon',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'AE' },
      },
    });
    expect(statedJob(['not json', `<!--${block}-->`])).toEqual({
      title: 'Data Analyst',
      company: 'Noon',
      location: 'Remote (UAE)',
      salary: undefined,
      descriptionHtml: undefined,
      facts: {},
    });
    expect(statedJob([JSON.stringify([{ '@type': 'Organization' }])])).toBeUndefined();
  });
});

describe('postJobFromDraft', () => {
  const draft = {
    title: 'Nurse',
    company: 'Gulf Care',
    location: 'Dubai',
    salary: '',
    description: 'Ward work.',
    url: 'https://care.example/jobs/1',
  };
  it('makes an external-URL application at the source page, with no e-mail', () => {
    const result = postJobFromDraft(draft);
    expect(result).toMatchObject({ ok: true, value: { applicationType: 'url', applicationUrl: 'https://care.example/jobs/1' } });
    expect(result.ok && result.value.contactEmail).toBeUndefined();
  });
  it.each([
    [{ title: '' }, 'title', 'Job title is required'],
    [{ title: 'Job Title Not Found' }, 'title', 'Replace "Job Title Not Found" with the job title.'],
    [{ company: 'Unknown Company' }, 'company', 'Replace "Unknown Company" with the company\'s name.'],
    [{ description: ' ' }, 'description', 'Job description is required'],
    [{ url: '' }, 'url', 'Please enter the URL of the job posting.'],
    [{ category: 'pets' }, 'category', 'Choose one of the listed categories.'],
  ])('%j → %s: %s', (change, field, message) => {
    const result = postJobFromDraft({ ...draft, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field as 'title']).toBe(message);
  });
});
