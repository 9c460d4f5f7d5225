import { describe, expect, it } from 'vitest';
import { activeFilterCount, cleanSearchAddress, searchAddress, searchStateFromUrl } from '~/lib/jobs/search-params';
import { cityOptionGroups, countryOptions, facetsOfAnswer, postedOptions, withCount } from '~/lib/jobs/search-options';
import { jobsIndexPage, jobsWordListings, listingForSearch, listingPages } from '~/lib/pages/listings';
import { listingBaseSearch, searchPageFacts } from '~/lib/pages/listing-results';
import type { JobSearchFacets } from '~/lib/jobs/public-job';

const state = (query: string) => searchStateFromUrl(new URLSearchParams(query));

describe('cleanSearchAddress (what a form without JavaScript or an old link sends to /jobs)', () => {
  it.each([
    ['q=nurse&country=&city=&category=&posted=&sort=', '/jobs?q=nurse'],
    ['keyword=nurse&location=saudi', '/jobs?q=nurse&country=saudi-arabia'],
    ['location=all&category=all', '/jobs'],
    ['country=remote', '/jobs?remote=true'],
    ['country=UAE', '/jobs?country=uae'],
    ['page=1', '/jobs'],
  ])('%s → %s', (query, clean) => expect(cleanSearchAddress(new URLSearchParams(query))).toBe(clean));

  it.each([
    '',
    'q=nurse',
    'country=uae&city=dubai&posted=7&page=2',
    'category=astronaut',
    'country=uae&city=doha',
    'country=qatar&city=dubai',
    'order=newest',
    'page=0',
    'q=a&q=b',
  ])('%s stays as it is (clean already, or refused by the search with its reason)', (query) =>
    expect(cleanSearchAddress(new URLSearchParams(query))).toBeUndefined(),
  );
});

describe('searchAddress (the address the island pushes)', () => {
  const uae = { path: '/uae-jobs', search: listingBaseSearch(listingPages[0]!) };
  it.each([
    [{ country: 'uae', page: 1 }, '/uae-jobs'],
    [{ country: 'uae', q: 'nurse', page: 1 }, '/jobs?q=nurse&country=uae'],
    [{ country: 'uae', city: 'dubai', page: 2 }, '/jobs?country=uae&city=dubai&page=2'],
    [{ country: 'uae', page: 2 }, '/jobs?country=uae&page=2'],
  ])('%j on /uae-jobs → %s', (search, address) => expect(searchAddress(search, uae)).toBe(address));

  it('keeps a topic page fixed filters in the /jobs address', () => {
    const healthcare = listingPages.find((p) => p.path === '/healthcare-jobs-uae')!;
    const listing = { path: healthcare.path, search: listingBaseSearch(healthcare) };
    expect(searchAddress({ ...listing.search, q: 'nurse' }, listing)).toBe('/jobs?q=nurse&country=uae&topic=healthcare');
  });
});

describe('listingForSearch', () => {
  it.each([
    ['country=uae&topic=healthcare&q=nurse', '/healthcare-jobs-uae'],
    ['country=uae&topic=teaching', '/teaching-jobs-uae'],
    ['country=uae', '/jobs'],
    ['q=nurse', '/jobs'],
  ])('%s is shown with the words of %s', (query, path) => expect(listingForSearch(state(query)).path).toBe(path));

  it('keeps a topic without its page as a hidden filter of the job search', () => {
    expect(listingForSearch(state('country=qatar&topic=healthcare'))).toMatchObject({ path: '/jobs', fixed: { topic: 'healthcare' } });
    expect(listingForSearch(state('q=x')).fixed).toEqual({});
  });
});

describe('searchPageFacts (one canonical address per filter set)', () => {
  it.each([
    ['', '/jobs', false],
    ['country=uae', '/uae-jobs', false],
    ['country=saudi-arabia', '/saudi-jobs', false],
    ['country=oman', '/jobs/oman', false],
    ['category=engineering', '/jobs/engineering', false],
    ['country=uae&topic=healthcare', '/healthcare-jobs-uae', false],
    ['country=uae&remote=true', '/remote-jobs-uae', false],
    ['country=qatar&category=engineering', '/jobs?category=engineering&country=qatar', false],
    ['q=nurse&city=dubai&country=uae', '/jobs?q=nurse&country=uae&city=dubai', true],
    ['q=nurse&sort=newest&page=3', '/jobs?q=nurse', true],
    ['country=uae&page=2', '/uae-jobs', true],
    ['posted=7', '/jobs?posted=7', true],
  ])('/jobs?%s → canonical %s, noindex %s', (query, canonical, noindex) => {
    expect(searchPageFacts(state(query))).toEqual({ canonical, noindex });
  });

  it('points /jobs/uae and /jobs/saudi at their country pages; /jobs/oman and the categories are their own', () => {
    const canonicalOf = (path: string) => jobsWordListings.find((p) => p.path === path)!.canonical;
    expect(canonicalOf('/jobs/uae')).toBe('/uae-jobs');
    expect(canonicalOf('/jobs/saudi')).toBe('/saudi-jobs');
    expect(canonicalOf('/jobs/saudi-arabia')).toBe('/saudi-jobs');
    expect(canonicalOf('/jobs/oman')).toBeUndefined();
    expect(canonicalOf('/jobs/engineering')).toBeUndefined();
    expect(jobsIndexPage.canonical).toBeUndefined();
  });
});

describe('the filter panel options', () => {
  const facets: JobSearchFacets = {
    country: { uae: 42, qatar: 3 },
    city: { dubai: 30, 'abu-dhabi': 12, doha: 3 },
    category: {},
    posted: { '1': 2, '3': 5, '7': 9, '30': 45 },
    remote: 4,
    salary: { '5000': 20, '10000': 8, '30000': 1 },
    type: { 'full-time': 30, contract: 2 },
    visa: 11,
    nationality: 6,
    package: { housing: 7, flights: 3 },
  };

  it('show the count beside each option', () => {
    expect(withCount('Dubai', 1234)).toBe('Dubai (1,234)');
    expect(withCount('Dubai', undefined)).toBe('Dubai');
    expect(
      countryOptions(facets)
        .slice(0, 3)
        .map((o) => o.label),
    ).toEqual(['UAE (42)', 'Saudi Arabia (0)', 'Qatar (3)']);
    expect(postedOptions(facets).map((o) => o.label)).toEqual([
      'Past 24 hours (2)',
      'Past 3 days (5)',
      'Past 7 days (9)',
      'Past 30 days (45)',
    ]);
  });

  it('offer only the chosen country cities, with jobs (or the one chosen)', () => {
    expect(cityOptionGroups('uae', facets, undefined)).toEqual([
      {
        label: 'UAE',
        options: [
          { value: 'dubai', label: 'Dubai (30)' },
          { value: 'abu-dhabi', label: 'Abu Dhabi (12)' },
        ],
      },
    ]);
    expect(cityOptionGroups('uae', facets, 'sharjah')[0]!.options.map((o) => o.value)).toEqual(['dubai', 'abu-dhabi', 'sharjah']);
    expect(cityOptionGroups(undefined, facets, undefined).map((g) => g.label)).toEqual(['UAE', 'Qatar']);
    expect(cityOptionGroups('oman', undefined, undefined)[0]!.options.map((o) => o.label)).toEqual(['Muscat', 'Salalah', 'Nizwa', 'Sohar']);
  });

  it('count the active filters for the folded "Filters" summary, not the fixed ones', () => {
    expect(activeFilterCount(state('q=x&country=uae&city=dubai&posted=7&sort=newest'), [])).toBe(3);
    expect(activeFilterCount(state('country=uae&remote=true'), ['country', 'remote'])).toBe(0);
  });
});

describe('facetsOfAnswer (the counts a prerendered listing takes on load, without zod)', () => {
  const facets = {
    country: { uae: 3 },
    city: { dubai: 2 },
    category: {},
    posted: { '1': 0, '30': 3 },
    remote: 1,
    salary: { '5000': 2, '10000': 1 },
    type: { contract: 1 },
    visa: 2,
    nationality: 0,
    package: { housing: 1 },
  };
  it('takes the facets of an answer', () => {
    expect(facetsOfAnswer({ jobs: [], total: 3, facets })).toEqual(facets);
  });
  it('keeps the verified employers count, and refuses one that is not a number', () => {
    expect(facetsOfAnswer({ jobs: [], total: 3, facets: { ...facets, verified: 2 } })?.verified).toBe(2);
    expect(facetsOfAnswer({ jobs: [], total: 3, facets: { ...facets, verified: '2' } })).toBeUndefined();
  });
  it.each([
    ['no body', null],
    ['a string', 'facets'],
    ['no facets', { jobs: [] }],
    ['facets not an object', { facets: 3 }],
    ['a count that is text', { facets: { ...facets, city: { dubai: '2' } } }],
    ['a negative count', { facets: { ...facets, country: { uae: -1 } } }],
    ['a fractional count', { facets: { ...facets, posted: { '1': 0.5 } } }],
    ['counts as an array', { facets: { ...facets, category: [1, 2] } }],
    ['remote missing', { facets: { ...facets, remote: undefined } }],
    ['remote as text', { facets: { ...facets, remote: '1' } }],
    ['no salary counts', { facets: { ...facets, salary: undefined } }],
    ['a package count that is text', { facets: { ...facets, package: { housing: '1' } } }],
    ['visa missing', { facets: { ...facets, visa: undefined } }],
    ['a negative nationality count', { facets: { ...facets, nationality: -1 } }],
  ])('refuses %s', (_name, body) => {
    expect(facetsOfAnswer(body)).toBeUndefined();
  });
});
