import { describe, expect, it } from 'vitest';
import { filterChips, withoutFilters } from '~/lib/jobs/filter-chips';
import { englishOptionLabels } from '~/lib/jobs/search-options';
import { searchAddress, searchStateFromUrl } from '~/lib/jobs/search-params';
import { messagesFor } from '~/i18n';

const state = (query: string) => searchStateFromUrl(new URLSearchParams(query));
const english = { ...englishOptionLabels, ...messagesFor('en').listing.search };
const arabic = { ...messagesFor('ar').listing.search, ...messagesFor('ar').common };
const jobs = { path: '/jobs', search: state('') };
const chipsOf = (query: string, fixed: Parameters<typeof filterChips>[1] = [], l = english, locale: 'en' | 'ar' = 'en') =>
  filterChips(state(query), fixed, l, locale).map((c) => [c.label, searchAddress(c.without, jobs)]);

describe('filterChips (the active filters above the results, each a link without it)', () => {
  it('names each filter and links to the search without it, from page 1, keeping the keyword', () => {
    expect(chipsOf('q=nurse&country=uae&city=dubai&min_salary=10000&visa=provided&package=housing,flights&page=3')).toEqual([
      ['UAE', '/jobs?q=nurse&city=dubai&min_salary=10000&visa=provided&package=housing%2Cflights'],
      ['Dubai', '/jobs?q=nurse&country=uae&min_salary=10000&visa=provided&package=housing%2Cflights'],
      ['AED 10,000+', '/jobs?q=nurse&country=uae&city=dubai&visa=provided&package=housing%2Cflights'],
      ['Visa provided', '/jobs?q=nurse&country=uae&city=dubai&min_salary=10000&package=housing%2Cflights'],
      ['Housing', '/jobs?q=nurse&country=uae&city=dubai&min_salary=10000&visa=provided&package=flights'],
      ['Flights', '/jobs?q=nurse&country=uae&city=dubai&min_salary=10000&visa=provided&package=housing'],
    ]);
  });

  it.each([
    ['', []],
    ['q=nurse&sort=newest', []],
    [
      'remote=true&nationality=open&posted=7&type=contract&category=engineering',
      ['Engineering', 'Past 7 days', 'Remote only', 'Contract', 'Open to all nationalities'],
    ],
  ])('%s → %j', (query, labels) => expect(chipsOf(query).map(([label]) => label)).toEqual(labels));

  it("leaves out the listing's own filters, which are not the visitor's to remove", () => {
    expect(chipsOf('country=uae&topic=healthcare&city=dubai', ['country', 'topic']).map(([label]) => label)).toEqual(['Dubai']);
  });

  it('speaks Arabic on the Arabic site', () => {
    expect(chipsOf('country=qatar&city=doha&visa=provided', [], arabic as typeof english, 'ar').map(([label]) => label)).toEqual([
      messagesFor('ar').common.countries.qatar,
      messagesFor('ar').common.cities.doha,
      messagesFor('ar').listing.search.visaProvided,
    ]);
  });

  it('links the Arabic chips and "Clear all" to /ar/jobs, with the keyword kept', () => {
    const arJobs = { path: '/ar/jobs', search: state('') };
    const search = state('q=ممرضة&city=dubai&package=housing');
    expect(
      filterChips(search, [], arabic as typeof english, 'ar').map((c) => [c.label, searchAddress(c.without, arJobs, '/ar/jobs')]),
    ).toEqual([
      [messagesFor('ar').common.cities.dubai, `/ar/jobs?q=${encodeURIComponent('ممرضة')}&package=housing`],
      [messagesFor('ar').listing.search.packageItems.housing, `/ar/jobs?q=${encodeURIComponent('ممرضة')}&city=dubai`],
    ]);
    expect(searchAddress(withoutFilters(search, []), arJobs, '/ar/jobs')).toBe(`/ar/jobs?q=${encodeURIComponent('ممرضة')}`);
  });

  it('"Clear all" keeps the keyword, the sort and the fixed filters', () => {
    expect(searchAddress(withoutFilters(state('q=nurse&sort=newest&country=uae&city=dubai&visa=provided'), ['country']), jobs)).toBe(
      '/jobs?q=nurse&country=uae&sort=newest',
    );
  });
});
