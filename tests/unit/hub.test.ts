import { describe, expect, it } from 'vitest';
import { hubCards, hubCountryHref } from '~/lib/jobs/hub';
import { searchLanding } from '~/lib/jobs/search-landing';
import type { PublicJob } from '~/lib/jobs/public-job';

const job = (category: string | null, country: string | null, isRemote = false) => ({ category, country, isRemote }) as PublicJob;

describe('searchLanding', () => {
  it.each([
    // /jobs reads the search itself, so /search hands it on as /jobs?q=… with the other filters.
    ['q=nurse', '/jobs?q=nurse'],
    ['q=%20ICU%20nurse%20', '/jobs?q=ICU+nurse'],
    ['q=R%26D+%2F+QA', '/jobs?q=R%26D+%2F+QA'],
    ['keyword=teacher', '/jobs?q=teacher'],
    ['q=nurse&location=saudi&posted=7', '/jobs?q=nurse&country=saudi-arabia&posted=7'],
    ['q=nurse&city=dubai&sort=newest', '/jobs?q=nurse&city=dubai&sort=newest'],
    ['q=', '/jobs'],
    ['q=%20%20', '/jobs'],
    ['', '/jobs'],
  ])('/search?%s → %s', (query, expected) => {
    expect(searchLanding(new URLSearchParams(query))).toBe(expected);
  });
});

describe('hubCountryHref', () => {
  it.each([
    [{ category: 'healthcare-medical' as const }, 'qatar' as const, '/jobs?category=healthcare-medical&location=qatar'],
    [{ remote: true as const }, 'uae' as const, '/remote-jobs-uae'],
    [{ remote: true as const }, 'kuwait' as const, '/jobs?location=kuwait&remote=true'],
    [{ remote: true as const }, 'saudi-arabia' as const, '/jobs?location=saudi-arabia&remote=true'],
  ])('%o in %s → %s', (filter, country, expected) => {
    expect(hubCountryHref(filter, country)).toBe(expected);
  });
});

describe('hubCards', () => {
  it('counts live jobs per card and per country', () => {
    const cards = hubCards([
      job('healthcare-medical', 'uae'),
      job('healthcare-medical', 'uae', true),
      job('healthcare-medical', 'oman'),
      job('engineering', 'qatar'),
      job('it-technology', null, true),
    ]);
    expect(cards.map((c) => `${c.navLabel}: ${c.count}`)).toEqual([
      'Healthcare/Medical: 3',
      'Teaching: 0',
      'IT & Software: 1',
      'Engineering (All): 1',
      'Remote: 2',
    ]);
    expect(cards[0]!.countries.map((c) => `${c.name} ${c.count}`)).toEqual(['Saudi Arabia 0', 'UAE 2', 'Qatar 0', 'Kuwait 0', 'Bahrain 0']);
    expect(cards[4]!.countries.map((c) => `${c.name} ${c.count} ${c.href}`)).toEqual([
      'Saudi Arabia 0 /jobs?location=saudi-arabia&remote=true',
      'UAE 1 /remote-jobs-uae',
      'Qatar 0 /jobs?location=qatar&remote=true',
      'Kuwait 0 /jobs?location=kuwait&remote=true',
      'Bahrain 0 /jobs?location=bahrain&remote=true',
    ]);
  });
});
