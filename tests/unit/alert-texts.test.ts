import { describe, expect, it } from 'vitest';
import { alertScopeText } from '~/lib/alert-texts';

describe('the job-alert dialog subtitle', () => {
  it.each([
    [
      'healthcare-medical',
      'saudi-arabia',
      'New Healthcare & Medical openings in Saudi Arabia, at most once a day. Unsubscribe with one click.',
    ],
    ['it-technology', null, 'New IT & Technology openings, at most once a day. Unsubscribe with one click.'],
    [null, 'uae', 'New openings in UAE, at most once a day. Unsubscribe with one click.'],
  ])('%s in %s → %s', (category, country, expected) => expect(alertScopeText(category, country)).toBe(expected));

  it('says nothing for an alert on every job', () => expect(alertScopeText(null, undefined)).toBeUndefined());
});
