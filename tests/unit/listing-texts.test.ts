import { describe, expect, it } from 'vitest';
import { listingCountLine } from '~/lib/pages/listing-results';
import { jobsWordListings, listingPages } from '~/lib/pages/listings';

const uae = listingPages.find((p) => p.path === '/uae-jobs')!.texts.count;
const all = jobsWordListings[0]!.texts.count;

describe('the count line above a listing', () => {
  it.each([
    [uae, 1, 'Showing 1 UAE job opportunity'],
    [uae, 2, 'Showing 2 UAE job opportunities'],
    [all, 1, 'Showing 1 job opportunity'],
    [all, 1234, 'Showing 1,234 job opportunities'],
    [all, 33633, 'Showing 33,633 job opportunities'],
  ])('%j with %i → %s', (count, total, expected) => expect(listingCountLine(count, total)).toBe(expected));

  it('is absent when nothing matched (the empty state "No Jobs Found" says it)', () => expect(listingCountLine(uae, 0)).toBeUndefined());
});

describe('the /jobs/{industry} intro', () => {
  it('keeps the industry name as written ("IT & Technology", not "it & technology")', () =>
    expect(jobsWordListings.find((l) => l.path === '/jobs/it-technology')!.intro).toContain('Reviewed IT & Technology openings'));
});
