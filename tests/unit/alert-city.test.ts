import { describe, expect, it } from 'vitest';
import { alertFiltersOfSearch, describeAlertFilters } from '~/lib/alerts/describe';
import { alertFiltersJson, cityOutsideCountry, type AlertFilters } from '~/lib/alerts/filters';
import { alertChangeSchema, manageErrorCode, manageErrors } from '~/lib/alerts/manage';
import { jobAlertDigestEmail } from '~/lib/emails/digests';
import { firstError, jobAlertSchema } from '~/lib/forms';

// A job alert with a city: named in words with its country, refused outside the chosen country.

describe('describeAlertFilters with a city', () => {
  it.each<[AlertFilters, string]>([
    [{ country: 'uae', city: 'dubai' }, 'New jobs in Dubai, UAE'],
    [{ city: 'dubai' }, 'New jobs in Dubai, UAE'],
    [
      { category: 'healthcare-medical', q: 'icu nurse', country: 'saudi-arabia', city: 'dammam-khobar' },
      'Healthcare & Medical jobs matching “icu nurse” in Dammam/Khobar, Saudi Arabia',
    ],
    [{ city: 'doha', remote: true }, 'New jobs in Doha, Qatar, remote only'],
    [{ country: 'qatar' }, 'New jobs in Qatar'],
    [{}, 'New jobs in the Gulf'],
  ])('%j → %s', (filters, words) => expect(describeAlertFilters(filters)).toBe(words));

  it('the digest subject names the city', () => {
    const links = { manageUrl: 'https://gulf.example/m', unsubscribeUrl: 'https://gulf.example/u' };
    const job = (i: number) => ({
      title: `Nurse ${i}`,
      company: 'Clinic',
      location: 'Dubai',
      postedOn: '2026-11-24',
      url: `https://gulf.example/jobs/${i}`,
    });
    const email = jobAlertDigestEmail({
      filters: { country: 'uae', city: 'dubai' },
      frequency: 'weekly',
      jobs: [job(1), job(2)],
      total: 2,
      searchUrl: 'https://gulf.example/jobs?country=uae&city=dubai',
      links,
    });
    expect(email.subject).toBe('2 new jobs: New jobs in Dubai, UAE');
    expect(email.text).toContain('match your search: New jobs in Dubai, UAE.');
  });

  it('the island’s search keeps a known city and drops an unknown one', () => {
    expect(alertFiltersOfSearch({ country: 'uae', city: 'dubai' })).toMatchObject({ country: 'uae', city: 'dubai' });
    expect(alertFiltersOfSearch({ city: 'atlantis' }).city).toBeUndefined();
    expect(alertFiltersJson({ country: 'uae', city: 'dubai' })).toEqual({ country: 'uae', city: 'dubai' });
  });
});

describe('a city outside the chosen country', () => {
  it.each([
    [{ city: 'dubai', country: 'qatar' }, 'Dubai is not in Qatar. Choose a city in Qatar, or All cities.'],
    [{ city: 'dubai', country: 'uae' }, undefined],
    [{ city: 'dubai' }, undefined],
    [{ city: 'dubai', country: 'remote' }, undefined],
    [{ country: 'qatar' }, undefined],
  ])('%j → %s', (filters, message) => expect(cityOutsideCountry(filters)).toBe(message));

  it('the sign-up form refuses it on the city field', () => {
    const alert = { email: 'a@b.co', source: 'test' };
    const refused = jobAlertSchema.safeParse({ ...alert, country: 'qatar', city: 'dubai' });
    expect(firstError(refused)).toBe('Dubai is not in Qatar. Choose a city in Qatar, or All cities.');
    expect(refused.error?.issues[0]?.path).toEqual(['city']);
    expect(jobAlertSchema.parse({ ...alert, country: 'uae', city: 'Dubai' })).toMatchObject({ country: 'uae', city: 'dubai' });
    expect(jobAlertSchema.parse({ ...alert, country: 'uae', city: '' }).city).toBeUndefined();
    expect(firstError(jobAlertSchema.safeParse({ ...alert, city: 'atlantis' }))).toMatch(/^Unknown city\. Use one of: dubai, /);
  });

  it('the manage form refuses it on the city field, and the page says so', () => {
    const target = {
      id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      token: 'abc',
      subscription: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      frequency: 'weekly',
    };
    const refused = alertChangeSchema.safeParse({ ...target, country: 'oman', city: 'riyadh' });
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['city'], 'Riyadh is not in Oman. Choose a city in Oman, or All cities.'],
    ]);
    expect(manageErrors[manageErrorCode(undefined, 'city')]).toBe(
      'That city is not in the chosen country. Choose a city in that country, or All cities.',
    );
    expect(alertChangeSchema.parse({ ...target, country: 'oman', city: 'muscat' })).toMatchObject({ country: 'oman', city: 'muscat' });
  });
});
