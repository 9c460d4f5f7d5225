import { describe, expect, it } from 'vitest';
import { draftFacts, emptyDraftFacts, guessedFacts, statedFacts } from '~/lib/scrape/facts';
import { statedJob } from '~/lib/scrape/stated-job';
import { draftFrom } from '~/lib/scrape/guesses';
import { postJobFromDraft } from '~/lib/scrape/draft';
import { jobFactsTexts } from '~/lib/job-facts-input';

// The scraper's job facts: read from JobPosting JSON-LD when the page states them,
// guessed from the text otherwise, and checked by the post form's schema when saved.

describe('statedFacts', () => {
  it('reads baseSalary with its range and unit, employmentType and jobBenefits', () => {
    expect(
      statedFacts({
        baseSalary: { '@type': 'MonetaryAmount', currency: 'aed', value: { minValue: 8000, maxValue: '12,000', unitText: 'MONTH' } },
        employmentType: ['FULL_TIME', 'CONTRACTOR'],
        jobBenefits: 'Housing allowance, annual air ticket, medical insurance',
      }),
    ).toEqual({
      salaryMin: '8000',
      salaryMax: '12000',
      salaryCurrency: 'AED',
      salaryPeriod: 'month',
      employmentType: 'full-time',
      packageItems: ['housing', 'flights', 'medical'],
    });
  });

  it.each([
    [
      { currency: 'AED', value: { value: 45, unitText: 'HOUR' } },
      { salaryMin: '45', salaryMax: '45', salaryCurrency: 'AED', salaryPeriod: 'hour' },
    ],
    [
      { currency: 'QAR', value: 9000, unitText: 'MONTH' },
      { salaryMin: '9000', salaryMax: '9000', salaryCurrency: 'QAR', salaryPeriod: 'month' },
    ],
    [
      { currency: 'SAR', value: { maxValue: 20000, unitText: 'MONTH' } },
      { salaryMin: '', salaryMax: '20000', salaryCurrency: 'SAR', salaryPeriod: 'month' },
    ],
    [{ currency: 'EUR', value: { value: 5000, unitText: 'MONTH' } }, {}], // a currency the board does not list
    [{ currency: 'AED', value: { value: 5000 } }, {}], // no unit
    [{ currency: 'AED', value: { minValue: 9000, maxValue: 5000, unitText: 'MONTH' } }, {}], // backwards
  ])('baseSalary %j → %j', (baseSalary, expected) => expect(statedFacts({ baseSalary })).toEqual(expected));

  it('come with the rest of what a page states', () => {
    const block = JSON.stringify({
      '@type': 'JobPosting',
      title: 'Nurse',
      employmentType: 'PART_TIME',
      baseSalary: { currency: 'KWD', value: { minValue: 800, maxValue: 1000, unitText: 'MONTH' } },
    });
    expect(statedJob([block])?.facts).toEqual({
      employmentType: 'part-time',
      salaryMin: '800',
      salaryMax: '1000',
      salaryCurrency: 'KWD',
      salaryPeriod: 'month',
    });
  });
});

describe('guessedFacts', () => {
  it('guesses from the text: salary, contract, visa, nationality and package', () => {
    expect(
      guessedFacts(
        'Full-time role. Employment visa provided. Open to all nationalities. Tax-free salary, furnished accommodation, annual flights and medical insurance.',
        'AED 8,000 - 12,000 per month',
        'Dubai, UAE',
      ),
    ).toEqual({
      salaryMin: '8000',
      salaryMax: '12000',
      salaryCurrency: 'AED',
      salaryPeriod: 'month',
      employmentType: 'full-time',
      visa: 'provided',
      nationality: 'all',
      packageItems: ['housing', 'flights', 'medical', 'tax_free'],
    });
  });

  it.each([
    ['Candidates must hold their own visa.', { visa: 'own' }],
    ['This role is for UAE nationals only (Emiratisation).', { nationality: 'nationals' }],
    ['GCC nationals preferred.', { nationality: 'gcc' }],
    ['Part-time or full-time.', {}], // two employment types: not guessed
    ['Nothing about the package.', {}],
  ])('%j → %j', (text, expected) => expect(guessedFacts(text, '', 'Doha, Qatar')).toEqual(expected));
});

describe('draftFacts', () => {
  it('takes what the page states before the guesses, the salary fields as one', () => {
    expect(
      draftFacts(
        { salaryMin: '', salaryMax: '20000', salaryCurrency: 'SAR', salaryPeriod: 'month', employmentType: 'contract' },
        { salaryMin: '9000', salaryMax: '9000', salaryCurrency: 'SAR', salaryPeriod: '', employmentType: 'full-time', visa: 'provided' },
      ),
    ).toEqual({
      ...emptyDraftFacts,
      salaryMin: '',
      salaryMax: '20000',
      salaryCurrency: 'SAR',
      salaryPeriod: 'month',
      employmentType: 'contract',
      visa: 'provided',
    });
  });

  it('a draft carries them', () => {
    const draft = draftFrom({
      guesses: { salary: 'QAR 9,000 monthly', location: 'Doha, Qatar' },
      description: 'Visa sponsorship and housing provided.',
      url: 'https://x.example/job',
      markdown: '',
    });
    expect(draft.facts).toEqual({
      ...emptyDraftFacts,
      salaryMin: '9000',
      salaryMax: '9000',
      salaryCurrency: 'QAR',
      salaryPeriod: 'month',
      visa: 'provided',
      packageItems: ['housing'],
    });
  });
});

describe('postJobFromDraft with facts', () => {
  const draft = {
    title: 'Nurse',
    company: 'Gulf Care',
    location: 'Dubai',
    salary: '',
    description: 'Ward work.',
    url: 'https://care.example/jobs/1',
  };

  it('passes the confirmed facts to the post form', () => {
    const result = postJobFromDraft({
      ...draft,
      salaryMin: '9000',
      salaryMax: '12000',
      salaryCurrency: 'AED',
      salaryPeriod: 'month',
      visa: 'provided',
      packageItems: ['flights'],
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        salaryMin: 9000,
        salaryMax: 12000,
        salaryCurrency: 'AED',
        salaryPeriod: 'month',
        visa: 'provided',
        packageItems: ['flights'],
      },
    });
  });

  it('reports a bad fact on its field', () => {
    const result = postJobFromDraft({ ...draft, salaryMin: '12000', salaryMax: '9000', salaryCurrency: 'AED', salaryPeriod: 'month' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { salaryMax: jobFactsTexts.minAboveMax } });
  });
});
