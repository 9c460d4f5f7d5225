import { describe, expect, it } from 'vitest';
import { effectiveSort, jobSearchSchema, pageCountOf, parseJobSearch, searchMaxPage } from '~/lib/jobs/search';
import { alertFiltersSchema, parseAlertFilters } from '~/lib/alerts/filters';
import { cities, citiesOf } from '~/lib/cities';
import { countrySlugs } from '~/lib/countries';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('parseJobSearch (search parameters)', () => {
  it.each([
    ['sort=newest&q=nurse', { q: 'nurse', sort: 'newest', page: 1 }],
    ['sort=relevance', { sort: 'relevance', page: 1 }],
    ['posted=1', { posted: '1', page: 1 }],
    ['posted=30', { posted: '30', page: 1 }],
    ['city=Dubai', { city: 'dubai', page: 1 }],
    ['country=uae&city=abu-dhabi', { country: 'uae', city: 'abu-dhabi', page: 1 }],
    ['country=saudi&city=dammam-khobar', { country: 'saudi-arabia', city: 'dammam-khobar', page: 1 }],
    // One remote control: the old country=remote is remote=true, any country.
    ['country=remote', { remote: true, page: 1 }],
    ['country=REMOTE&remote=true', { remote: true, page: 1 }],
    ['remote=1', { remote: true, page: 1 }],
    ['sort=&posted=&city=', { page: 1 }],
  ])('%s → %j', (query, value) => {
    expect(parse(query)).toEqual({ ok: true, value });
  });

  it.each([
    ['sort=salary', 'The sort must be relevance or newest.'],
    ['posted=2', 'posted must be one of 1, 3, 7, 30 (days).'],
    ['posted=1.0', 'posted must be one of 1, 3, 7, 30 (days).'],
    ['city=paris', `Unknown city. Use one of: ${cities.map((c) => c.slug).join(', ')}.`],
    ['country=oman&city=doha', 'The city doha is not in oman.'],
    ['q=a%00b', 'The parameter "q" contains a NUL character.'],
    [`q=${'n'.repeat(201)}`, 'The parameter "q" is too long.'],
    [`q=${'n'.repeat(150)}`, 'The search text can be at most 100 characters.'],
    ['posted=1&posted=3', 'The parameter "posted" is given more than once.'],
    ['sort=newest&sort=newest', 'The parameter "sort" is given more than once.'],
    [
      'order=newest',
      'Unknown parameter "order". Use q, category, country, city, topic, remote, min_salary, type, visa, nationality, package, licence, level, verified, sort, posted, spell and page.',
    ],
  ])('%s is refused: %s', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });
});

describe('effectiveSort', () => {
  it.each([
    [{}, 'newest'],
    [{ sort: 'relevance' as const }, 'newest'],
    [{ q: 'nurse' }, 'relevance'],
    [{ q: 'nurse', sort: 'newest' as const }, 'newest'],
    [{ q: '&|!' }, 'newest'],
  ])('%j → %s', (search, sort) => expect(effectiveSort(search)).toBe(sort));
});

describe('alert filters', () => {
  it('are the search without page, sort and posted (a saved search has no "posted within")', () => {
    expect(Object.keys(alertFiltersSchema.shape).sort()).toEqual([
      'category',
      'city',
      'country',
      'level',
      'licence',
      'min_salary',
      'nationality',
      'package',
      'q',
      'remote',
      'topic',
      'type',
      'verified',
      'visa',
    ]);
    expect(Object.keys(jobSearchSchema.shape)).toEqual(expect.arrayContaining(['sort', 'posted', 'page', 'city']));
  });

  it('read an old alert saved with country "remote" as remote=true', () => {
    expect(parseAlertFilters({ country: 'remote', q: 'nurse' })).toEqual({ q: 'nurse', remote: true });
    expect(parseAlertFilters({ city: 'dubai' })).toEqual({ city: 'dubai' });
  });
});

describe('cities', () => {
  it('have unique slugs and terms, each in a Gulf country', () => {
    const slugs = cities.map((c) => c.slug);
    const terms = cities.flatMap((c) => [...c.terms]);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(terms).size).toBe(terms.length);
    for (const country of countrySlugs) expect(citiesOf(country).length).toBeGreaterThan(0);
    expect(citiesOf('saudi-arabia').find((c) => c.slug === 'dammam-khobar')?.label).toBe('Dammam/Khobar');
  });
});

describe('searchQueryString', () => {
  it('carries the city, sort and posted (a city alert\'s "See all" link keeps its city)', async () => {
    const { searchQueryString } = await import('~/lib/jobs/search-params');
    const { alertSearchPath } = await import('~/lib/alerts/filters');
    expect(searchQueryString({ q: 'nurse', city: 'dubai', sort: 'newest', posted: '7', page: 2 })).toBe(
      '?q=nurse&city=dubai&sort=newest&posted=7&page=2',
    );
    expect(alertSearchPath({ country: 'uae', city: 'dubai' })).toBe('/jobs?country=uae&city=dubai');
  });
});

describe('pageCountOf (the pager of a search)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [1200, 60],
    [9999, 500],
    [10_000, 500],
    // 33,633 jobs: the count says so, the pager stops where the search stops taking pages.
    [33_633, searchMaxPage],
  ])('%i jobs → %i pages', (total, pages) => expect(pageCountOf(total)).toBe(pages));

  it('never offers a page the search refuses', () => {
    expect(parse(`page=${pageCountOf(1_000_000)}`).ok).toBe(true);
    expect(parse(`page=${pageCountOf(1_000_000) + 1}`).ok).toBe(false);
  });
});
