import { describe, expect, it } from 'vitest';
import { alertScopeTextIn } from '~/lib/alerts/describe-in';

describe('the job-alert dialog subtitle', () => {
  it.each([
    [
      'healthcare-medical',
      'saudi-arabia',
      'New Healthcare & Medical openings in Saudi Arabia, at most once a day. Unsubscribe with one click.',
    ],
    ['it-technology', null, 'New IT & Technology openings, at most once a day. Unsubscribe with one click.'],
    [null, 'uae', 'New openings in UAE, at most once a day. Unsubscribe with one click.'],
  ])('%s in %s → %s', (category, country, expected) => expect(alertScopeTextIn(category, country, 'en')).toBe(expected));

  it('says nothing for an alert on every job', () => {
    expect(alertScopeTextIn(null, undefined, 'en')).toBeUndefined();
    expect(alertScopeTextIn(null, undefined, 'ar')).toBeUndefined();
  });

  it('is all Arabic on the Arabic site (the catalogue, not an English sentence)', () => {
    expect(alertScopeTextIn('healthcare-medical', 'saudi-arabia', 'ar')).toBe(
      'أحدث وظائف الرعاية الصحية والطب في السعودية، رسالة واحدة في اليوم على الأكثر. ألغِ الاشتراك بنقرة واحدة.',
    );
  });
});
