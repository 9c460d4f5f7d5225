import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, jobsBreadcrumbs } from '~/lib/navigation';
import { jobsWordListings, listingPages } from '~/lib/pages/listings';
import { pageNameOf, pageTitle } from '~/lib/site';

const labels = (crumbs: { label: string }[]) => crumbs.map((c) => c.label);
const formCrumb = (word: string) => jobsWordListings.find((l) => l.path === `/jobs/${word}`)!.crumb!;

describe('breadcrumbs name pages by their own names, never by a URL segment', () => {
  it.each([
    // [path, page name given by the page, the page's title, expected trail]
    ['/job/00000000-0000-4000-8000-000000000000', 'ICU Nurse', undefined, ['Home', 'Jobs', 'ICU Nurse']],
    ['/job/00000000-0000-4000-8000-000000000000', undefined, 'Job Not Found', ['Home', 'Jobs', 'Job Not Found']],
    ['/auth', undefined, 'Admin Sign In', ['Home', 'Sign in']],
    ['/auth/accept-invite', undefined, 'Accept Admin Invitation', ['Home', 'Sign in', 'Accept Admin Invitation']],
    ['/admin/review-jobs', undefined, 'Review Jobs', ['Home', 'Admin', 'Review Jobs']],
    ['/events/updates-requested', undefined, 'Updates requested', ['Home', 'Career Fairs', 'Updates requested']],
    ['/some-new-section/a-page', undefined, 'A Page Title', ['Home', 'A Page Title']],
    ['/middle-east-jobs', undefined, 'Middle East Jobs: Healthcare, Teaching, IT and Engineering', ['Home', 'Middle East Jobs']],
  ])('%s → %j', (path, name, title, expected) => expect(labels(breadcrumbsFor(path, name, title))).toEqual(expected));

  it('links each level to its page (/job/{id} to the listing)', () => {
    expect(breadcrumbsFor('/job/abc', 'ICU Nurse').map((c) => c.href)).toEqual(['/', '/jobs', '/job/abc']);
  });

  it.each([
    ['uae', ['Home', 'Jobs', 'UAE']],
    ['saudi', ['Home', 'Jobs', 'Saudi Arabia']],
    ['it-technology', ['Home', 'Jobs', 'IT & Technology']],
    ['healthcare-medical', ['Home', 'Jobs', 'Healthcare & Medical']],
  ])('/jobs/%s → %j', (word, expected) => expect(labels(jobsBreadcrumbs(formCrumb(word)))).toEqual(expected));

  it.each([
    ['/uae-jobs', ['Home', 'Jobs', 'UAE Jobs']],
    ['/saudi-jobs', ['Home', 'Jobs', 'Saudi Arabia Jobs']],
    ['/remote-jobs-uae', ['Home', 'Jobs', 'Remote Jobs in the UAE']],
    ['/healthcare-jobs-uae', ['Home', 'Jobs', 'Healthcare Jobs in the UAE']],
  ])('country and topic page %s sits under Jobs: %j', (path, expected) =>
    expect(labels(jobsBreadcrumbs(listingPages.find((p) => p.path === path)!.crumb!))).toEqual(expected),
  );

  it('takes the page name out of a page title', () => expect(pageNameOf(pageTitle('Review Jobs'))).toBe('Review Jobs'));
});
