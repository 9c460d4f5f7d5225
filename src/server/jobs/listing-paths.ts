import { listingPages } from '~/lib/pages/listings';
import { categoryLandings } from '~/lib/pages/category-landings';

/**
 * The top-level listing pages, for /[listing] and its Arabic mirror /ar/[listing]: the country and
 * topic pages (/uae-jobs … /teaching-jobs-uae) and the category landing pages (/healthcare-jobs,
 * /tech-jobs, /education-jobs, /engineering-jobs).
 */
export const listingStaticPaths = () => [
  ...listingPages.map((page) => ({ params: { listing: page.path.slice(1) }, props: { page, landing: undefined } })),
  ...categoryLandings.map((landing) => ({ params: { listing: landing.path.slice(1) }, props: { page: undefined, landing } })),
];
