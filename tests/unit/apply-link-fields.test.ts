import { describe, expect, it } from 'vitest';
import { applyFieldsOfHref, withHrefFields, withoutHrefFields } from '~/lib/jobs/apply-link-fields';

// A job page's Apply link carries its job's JSON without what the link's own address says; the
// page's scripts put it back. Whatever the job, the JSON read back is the job's.
describe('the Apply link job JSON without the fields its address gives', () => {
  const base = { id: 'j1', slug: 'icu-nurse', jobTitle: 'ICU Nurse', expiresAt: '2026-12-26T20:00:00.000Z' };
  const cases = [
    [
      'an e-mail job',
      { ...base, applicationType: 'email', applicationUrl: null, contactEmail: 'hr@clinic.example' },
      'mailto:hr@clinic.example?subject=Apply%20now&body=Hi',
    ],
    [
      'a link job',
      { ...base, applicationType: 'url', applicationUrl: 'https://clinic.example/jobs/1?ref=a&b=c', contactEmail: null },
      'https://clinic.example/jobs/1?ref=a&b=c',
    ],
    // Fields the address does not give alike stay in the JSON.
    [
      'a link job with a contact address too',
      { ...base, applicationType: 'url', applicationUrl: 'https://x.example/a', contactEmail: 'hr@x.example' },
      'https://x.example/a',
    ],
    [
      'an e-mail job with a stale URL',
      { ...base, applicationType: 'email', applicationUrl: 'https://old.example', contactEmail: 'hr@x.example' },
      'mailto:hr@x.example?subject=a',
    ],
    [
      'a link-type job applied for by e-mail (no URL)',
      { ...base, applicationType: 'url', applicationUrl: null, contactEmail: 'hr@x.example' },
      'mailto:hr@x.example?subject=a',
    ],
  ] as const;

  it.each(cases)('%s: read back whole', (_, job, href) => {
    const written = JSON.stringify(withoutHrefFields(job, href));
    expect(JSON.parse(withHrefFields(written, href))).toEqual(job);
  });

  it('leaves out all three fields where the address gives them', () => {
    for (const [, job, href] of cases.slice(0, 2)) {
      const written = withoutHrefFields(job, href);
      expect(Object.keys(written)).toEqual(Object.keys(base));
    }
  });

  it('reads the contact address of a mailto link, and a JSON that has its fields keeps them', () => {
    expect(applyFieldsOfHref('mailto:a@b.example?subject=x')).toEqual({
      applicationType: 'email',
      applicationUrl: null,
      contactEmail: 'a@b.example',
    });
    const whole = JSON.stringify({ applicationType: 'email', applicationUrl: null, contactEmail: 'c@d.example' });
    expect(JSON.parse(withHrefFields(whole, 'https://elsewhere.example'))).toEqual(JSON.parse(whole));
    expect(withHrefFields('icu-nurse', '')).toBe('icu-nurse');
  });
});
