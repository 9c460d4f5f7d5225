import { messagesFor } from '~/i18n/messages';
import { hasArabicMirror, localizedPath } from '~/lib/pages/arabic-mirror';
import { categoryLandings } from '~/lib/pages/category-landings';
import { jobsIndexPage, jobsWordListings, listingPages } from '~/lib/pages/listings';
import { pageTitleIn } from '~/lib/site';

// The built-in title and description of each Arabic mirror the SEO settings list: the
// words its page renders, from the Arabic catalogue or the listing's `ar` words. Keyed by the
// English page's path; a test checks every mirrored page of the list has its entry.

/** A page's own <title> words and meta description in one language. */
interface PageWords {
  title: string;
  description: string;
}

const ar = messagesFor('ar');

/** The fixed pages: the words HomePage, PostJobPage, CompaniesPage, LegalPage and SafeJobSearchPage render on /ar…. */
const fixedPages: Record<string, PageWords> = {
  '/': ar.home,
  '/post-job': { title: ar.post.metaTitle, description: ar.post.metaDescription },
  '/companies': ar.pages.companies,
  '/privacy': ar.pages.privacy,
  '/terms': ar.pages.terms,
  '/safe-job-search': ar.trust.safeJobSearch,
};

/** The listing pages (ListingPage shows `listingIn(page, 'ar')`; a category landing its `ar` words). */
const listings: [string, PageWords][] = [jobsIndexPage, ...listingPages, ...jobsWordListings, ...categoryLandings].map((page) => [
  page.path,
  page.ar,
]);

const wordsByPath = new Map<string, PageWords>([...Object.entries(fixedPages), ...listings]);

/** The Arabic mirror of an English page: its /ar path and the <title> and description it renders; undefined when it has none. */
export function arabicMirrorOf(englishPath: string): { path: string; title: string; description: string } | undefined {
  const words = hasArabicMirror(englishPath) ? wordsByPath.get(englishPath) : undefined;
  return words && { path: localizedPath(englishPath, 'ar'), title: pageTitleIn(words.title, 'ar'), description: words.description };
}
