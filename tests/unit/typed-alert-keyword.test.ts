import { describe, expect, it } from 'vitest';
import { alertFiltersOfSearch } from '~/lib/alerts/describe';
import { describeAlertFiltersIn } from '~/lib/alerts/describe-in';
import { alertFiltersJson } from '~/lib/alerts/filters';
import { typedKeyword, withTypedKeyword } from '~/lib/alerts/keyword';

// A saved keyword is matched folded («ممرضه») and shown as typed («ممرضة»).

describe('the alert box', () => {
  it('describes the search with the keyword as typed, and the stored filters fold it', () => {
    const filters = alertFiltersOfSearch({ q: '  ممرضة   عناية ' });
    expect(filters.q).toBe('ممرضة عناية');
    expect(describeAlertFiltersIn(filters, 'ar')).toContain('«ممرضة عناية»');
    expect(alertFiltersJson(filters).q).toBe('ممرضه عنايه');
  });
});

describe('the typed keyword', () => {
  it.each<[string | undefined, string | null]>([
    ['ممرضة', 'ممرضة'],
    ['مُمَرِّضَة', 'مُمَرِّضَة'],
    ['ممرضه', null],
    ['  ICU   Nurse ', null],
    ['', null],
    [undefined, null],
  ])('%j is kept as %j', (q, kept) => {
    expect(typedKeyword(q)).toBe(kept);
  });

  it.each<[{ q?: string }, string | null, string | undefined]>([
    [{ q: 'ممرضه' }, 'ممرضة', 'ممرضة'],
    [{ q: 'ممرضه' }, null, 'ممرضه'],
    [{ q: 'طبيب' }, 'ممرضة', 'طبيب'], // the keyword was changed since: show what is stored
    [{}, 'ممرضة', undefined],
  ])('%j with %j shows %j', (filters, typed, shown) => {
    expect(withTypedKeyword(filters, typed).q).toBe(shown);
  });
});
