import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '~/server/db/client';
import { searchPage, searchPageResponse } from '~/server/jobs/search-page';

// GET /jobs (rendered on demand): a bad parameter is a 400 with its reason, never a 5xx; the
// database out of reach is a 503 that says so. (The results themselves: tests/e2e/search.spec.ts.)
const unreachable = createDb('postgres://app:secret@127.0.0.1:1/nothing', 1);
afterAll(() => unreachable.destroy());
const at = (query: string) => new URL(`http://localhost/jobs${query}`);

describe('the /jobs search page', () => {
  it.each([
    ['?category=astronaut', 'Unknown category.'],
    ['?page=0', 'The page must be a whole number from 1.'],
    ['?order=newest', 'Unknown parameter "order".'],
    ['?country=uae&city=doha', 'The city doha is not in uae.'],
  ])('%s is refused with its reason (400) before any query', async (query, reason) => {
    const shown = await searchPage(at(query), () => {
      throw new Error('a refused search never reaches the database');
    });
    expect(shown).toMatchObject({ kind: 'invalid' });
    expect(shown.kind === 'invalid' && shown.message).toContain(reason);
    expect(searchPageResponse.invalid.status).toBe(400);
  });

  it('answers 503 with a sentence when the database cannot be reached, and reads the spec aliases first', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = await searchPage(at('?keyword=nurse&location=saudi&city=&posted='), () => unreachable);
    expect(shown).toEqual({
      kind: 'unavailable',
      search: expect.objectContaining({ q: 'nurse', country: 'saudi-arabia', page: 1 }),
      message: 'Search is unavailable right now. Please try again in a moment.',
    });
    expect(searchPageResponse.unavailable).toEqual({ status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('is cached a minute at the CDN, tagged so a change to a public job purges it, and revalidated by browsers', () => {
    expect(searchPageResponse.results).toEqual({
      status: 200,
      headers: {
        'cache-control': 'public, max-age=0, must-revalidate',
        'netlify-cdn-cache-control': 'public, durable, s-maxage=60, stale-while-revalidate=120',
        'netlify-cache-tag': 'jobs',
      },
    });
  });
});
