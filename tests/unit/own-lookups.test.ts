import { describe, expect, it } from 'vitest';
import { hasOwnKey, ownValue } from '~/lib/own-value';
import { breadcrumbsFor } from '~/lib/navigation';
import { canonicalCountry } from '~/lib/countries';
import { decodeEntities } from '~/lib/scrape/stated-job';
import { parseSalaryText } from '~/lib/jobs/salary-text';
import { categoryLabelIn } from '~/lib/jobs/job-texts';
import { alertScopeTextIn } from '~/lib/alerts/describe-in';
import { contactMessageEmail } from '~/lib/emails/contact-message';
import { newsletterSchema } from '~/lib/forms';

// Every object inherits these names: a lookup table indexed by a path segment, a query value or
// scraped text must answer them as unknown, never with Object.prototype's members.
const inheritedNames = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'prototype'];

describe.each(inheritedNames)('the name %s', (name) => {
  it('is no key of a table', () => {
    expect(ownValue({ jobs: 'Jobs' }, name)).toBeUndefined();
    expect(hasOwnKey({ queued: 1 }, name)).toBe(false);
  });

  it.each([`/${name}`, `/ar/${name}`, `/jobs/${name}`, `/ar/job/${name}`])(
    'a page at %s has a trail of strings, the page named by its title',
    (path) => {
      const crumbs = breadcrumbsFor(path, undefined, 'Page not found');
      for (const crumb of crumbs) {
        expect(typeof crumb.href).toBe('string');
        expect(typeof crumb.label).toBe('string');
      }
      expect(crumbs.at(-1)?.label).toBe('Page not found');
    },
  );

  it('is no country, no HTML entity, no currency, no category, no contact subject, no language', () => {
    expect(canonicalCountry(name)).toBeUndefined();
    expect(decodeEntities(`a &${name}; b`)).toBe(`a &${name}; b`);
    expect(parseSalaryText('8,000 per month', name)).toBeUndefined();
    expect(categoryLabelIn(name, 'ar')).toBe(categoryLabelIn(name, 'en'));
    expect(alertScopeTextIn(name, name, 'en')).toContain(name);
    expect(
      contactMessageEmail({
        message: { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: name, message: 'Hi' } as never,
        id: 'x',
      }).subject,
    ).toBe(`Contact Form: ${name}`);
    const signup = newsletterSchema.safeParse({ email: '', locale: name });
    expect(signup.success).toBe(false);
    expect(signup.error?.issues.find((issue) => issue.path[0] === 'email')?.message).toBe(
      newsletterSchema.safeParse({ email: '', locale: 'en' }).error?.issues[0]?.message,
    );
  });
});
