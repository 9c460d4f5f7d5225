import { describe, expect, it } from 'vitest';
import { parseJobSearch } from '~/lib/jobs/search';
import { alertFiltersJson, alertFiltersSchema, alertSearchPath, parseAlertFilters } from '~/lib/alerts/filters';
import { alertFiltersOfSearch, describeAlertFilters } from '~/lib/alerts/describe';
import { activeFilterCount, cleanSearchAddress, searchQueryString, searchStateFromUrl } from '~/lib/jobs/search-params';
import { packageOptions, salaryOptions, typeOptions } from '~/lib/jobs/search-options';
import type { JobSearchFacets } from '~/lib/jobs/public-job';

// The job fact filters in the address, the alert's words and the panel's options.

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('parseJobSearch (job fact parameters)', () => {
  it.each([
    ['min_salary=10000', { min_salary: 10000, page: 1 }],
    ['min_salary=1', { min_salary: 1, page: 1 }],
    ['min_salary=1000000', { min_salary: 1000000, page: 1 }],
    ['type=contract', { type: 'contract', page: 1 }],
    ['visa=provided', { visa: 'provided', page: 1 }],
    ['nationality=open', { nationality: 'open', page: 1 }],
    ['package=housing', { package: ['housing'], page: 1 }],
    // One order, once each: the same search is one address and one saved alert.
    ['package=flights,housing,flights', { package: ['housing', 'flights'], page: 1 }],
    ['package=tax_free, medical', { package: ['medical', 'tax_free'], page: 1 }],
    // A form without JavaScript sends one parameter per ticked box.
    ['package=flights&package=housing&package=', { package: ['housing', 'flights'], page: 1 }],
    ['min_salary=&type=&visa=&nationality=&package=', { page: 1 }],
    // `all` is every filter's "no filter" value (category=all, country=all), nationality's too.
    ['nationality=all&type=all', { page: 1 }],
    ['package=,', { page: 1 }],
    [
      'q=nurse&country=uae&min_salary=15000&type=full-time&visa=provided&nationality=open&package=housing,flights',
      {
        q: 'nurse',
        country: 'uae',
        min_salary: 15000,
        type: 'full-time',
        visa: 'provided',
        nationality: 'open',
        package: ['housing', 'flights'],
        page: 1,
      },
    ],
  ])('%s → %j', (query, value) => {
    expect(parse(query)).toEqual({ ok: true, value });
  });

  const salaryError = 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.';
  it.each([
    ['min_salary=-1', salaryError],
    ['min_salary=0', salaryError],
    ['min_salary=1000001', salaryError],
    ['min_salary=1e12', salaryError],
    ['min_salary=abc', salaryError],
    ['min_salary=12.5', salaryError],
    ['type=full_time', 'Unknown employment type. Use one of: full-time, part-time, contract, temporary, internship.'],
    ['visa=own', 'visa must be provided.'],
    ['visa=true', 'visa must be provided.'],
    ['nationality=gcc', 'nationality must be open (open to all nationalities).'],
    ['package=housing,gym', 'Unknown package item. Use one or more of: housing, transport, flights, medical, tax_free.'],
    ['package=housing&package=pool', 'Unknown package item. Use one or more of: housing, transport, flights, medical, tax_free.'],
    ['visa=provided%00', 'The parameter "visa" contains a NUL character.'],
  ])('%s is refused: %s', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });
});

describe('the address', () => {
  it('carries the new filters in a stable order', () => {
    expect(searchQueryString({ package: 'housing,flights', visa: 'provided', min_salary: '10000', q: 'nurse' })).toBe(
      '?q=nurse&min_salary=10000&visa=provided&package=housing%2Cflights',
    );
    expect(alertSearchPath({ min_salary: 5000, package: ['housing', 'flights'], nationality: 'open' })).toBe(
      '/jobs?min_salary=5000&nationality=open&package=housing%2Cflights',
    );
  });

  it('turns the ticked package boxes of a form without JavaScript into one comma list', () => {
    const params = new URLSearchParams('q=&min_salary=10000&type=&package=housing&package=flights&visa=provided');
    expect(searchStateFromUrl(params)).toMatchObject({ min_salary: '10000', package: 'housing,flights', visa: 'provided' });
    expect(cleanSearchAddress(params)).toBe('/jobs?min_salary=10000&visa=provided&package=housing%2Cflights');
    expect(cleanSearchAddress(new URLSearchParams('visa=provided&visa=provided'))).toBeUndefined(); // refused, not hidden
  });

  it('counts the new filters as active filters', () => {
    expect(activeFilterCount({ page: 1, min_salary: '5000', visa: 'provided', package: 'housing', q: 'x' }, [])).toBe(3);
  });
});

describe('alerts', () => {
  it('save the new filters and read them back', () => {
    const filters = alertFiltersSchema.parse({ min_salary: '10000', package: 'flights,housing', visa: 'provided' });
    const json = alertFiltersJson(filters);
    expect(json).toEqual({ min_salary: 10000, package: ['housing', 'flights'], visa: 'provided' });
    expect(parseAlertFilters(JSON.parse(JSON.stringify(json)))).toEqual(filters);
    expect(parseAlertFilters({ package: ['housing', 'pool'] })).toBeUndefined();
  });

  it.each([
    [{ min_salary: 10000 }, 'New jobs in the Gulf paying AED 10,000+ a month'],
    [{ min_salary: 10000, visa: 'provided' as const }, 'New jobs in the Gulf paying AED 10,000+ a month, visa provided'],
    [
      { category: 'healthcare-medical' as const, country: 'uae' as const, type: 'full-time' as const, nationality: 'open' as const },
      'Healthcare & Medical jobs in UAE, full-time, open to all nationalities',
    ],
    [{ package: ['housing' as const] }, 'New jobs in the Gulf, with housing'],
    [
      { package: ['housing' as const, 'flights' as const, 'tax_free' as const] },
      'New jobs in the Gulf, with housing, flights and tax-free pay',
    ],
    [{ remote: true as const, type: 'contract' as const }, 'New jobs, remote only, contract'],
    [{ q: 'nurse', verified: true as const }, 'New jobs matching “nurse” in the Gulf, verified employers only'],
  ])('%j reads “%s”', (filters, words) => {
    expect(describeAlertFilters(filters)).toBe(words);
  });

  it('keeps "verified employers only" from the island’s search (true only)', () => {
    expect(alertFiltersOfSearch({ q: 'nurse', verified: 'true' }).verified).toBe(true);
    expect(alertFiltersOfSearch({ q: 'nurse', verified: 'yes' }).verified).toBeUndefined();
    const filters = alertFiltersSchema.parse({ verified: 'true' });
    expect(filters).toEqual({ verified: true });
    expect(parseAlertFilters(JSON.parse(JSON.stringify(alertFiltersJson(filters))))).toEqual(filters);
  });

  it('takes the island’s search values, leaving unknown ones out', () => {
    expect(
      alertFiltersOfSearch({ min_salary: '15000', type: 'contract', visa: 'provided', nationality: 'open', package: 'flights,housing' }),
    ).toMatchObject({ min_salary: 15000, type: 'contract', visa: 'provided', nationality: 'open', package: ['housing', 'flights'] });
    expect(alertFiltersOfSearch({ min_salary: '-3', type: 'gig', visa: 'own', nationality: 'all', package: 'housing,gym' })).toMatchObject({
      min_salary: undefined,
      type: undefined,
      visa: undefined,
      nationality: undefined,
      package: undefined,
    });
  });
});

describe('the panel’s options', () => {
  const facets = {
    salary: { '5000': 40, '10000': 12, '30000': 1 },
    type: { 'full-time': 30, contract: 2 },
    package: { housing: 7, tax_free: 1200 },
  } as unknown as JobSearchFacets;

  it('offers minimum salaries in AED with counts', () => {
    expect(salaryOptions(facets).map((o) => [o.value, o.label])).toEqual([
      ['5000', 'AED 5,000+ (40)'],
      ['10000', 'AED 10,000+ (12)'],
      ['15000', 'AED 15,000+ (0)'],
      ['20000', 'AED 20,000+ (0)'],
      ['30000', 'AED 30,000+ (1)'],
    ]);
    expect(salaryOptions(undefined)[0]!.label).toBe('AED 5,000+');
  });

  it('offers employment types and package items with counts', () => {
    expect(typeOptions(facets).map((o) => o.label)).toEqual([
      'Full-time (30)',
      'Part-time (0)',
      'Contract (2)',
      'Temporary (0)',
      'Internship (0)',
    ]);
    expect(packageOptions(facets).map((o) => o.label)).toEqual([
      'Housing (7)',
      'Transport (0)',
      'Flights (0)',
      'Medical insurance (0)',
      'Tax-free (1,200)',
    ]);
  });
});
