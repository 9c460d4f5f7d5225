import { describe, expect, it } from 'vitest';
import { whatsAppShareHref } from '~/lib/jobs/whatsapp-share';

describe('whatsAppShareHref', () => {
  it('joins title, salary and link, one a line', () =>
    expect(whatsAppShareHref({ title: 'Nurse at Gulf Care', salary: 'AED 10,000 a month', url: 'https://example.com/jobs/nurse' })).toBe(
      'https://wa.me/?text=Nurse%20at%20Gulf%20Care%0AAED%2010%2C000%20a%20month%0Ahttps%3A%2F%2Fexample.com%2Fjobs%2Fnurse',
    ));
  it('leaves out a salary not stated', () =>
    expect(whatsAppShareHref({ title: 'Nurse', salary: undefined, url: 'https://example.com/jobs/nurse' })).toBe(
      'https://wa.me/?text=Nurse%0Ahttps%3A%2F%2Fexample.com%2Fjobs%2Fnurse',
    ));
});
