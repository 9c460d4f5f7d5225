// Which e2e specs run in which Playwright project (playwright.config.ts): the sweeps and the reads
// run first, together, on the freshly seeded site, two browsers at a time; every other spec is a
// flow and runs alone. tests/unit/e2e-projects.test.ts holds the reads to their rule.

export const sweeps = ['job-page-weight.spec.ts'];
// The page sweep (an axe scan of every page) runs beside the flows, in one browser: the flows keep
// about 0.8 of the two cores busy (their rebuilds and one browser), and the sweep only reads pages,
// visits no page a flow counts (its browser sends Global Privacy Control: no page view is recorded)
// and names its pages from the freshly seeded site (a11y.spec.ts).
export const besideFlows = ['a11y.spec.ts'];
// Specs that only read: no database row, form, sign-in, rebuild or setting written, and nothing
// assumed about what another spec wrote (each passes on the freshly seeded site, as when run alone).
// They run beside the sweeps, two at a time; anything else belongs in the flows (CONTRIBUTING.md).
export const reads = [
  'applied-jobs.spec.ts',
  'apply.spec.ts',
  'arabic-home.spec.ts',
  'arabic-listings.spec.ts',
  'arabic-search.spec.ts',
  'breadcrumb-direction.spec.ts',
  'interview-guides.spec.ts',
  'job-dialogs-fetched.spec.ts',
  'job-page.spec.ts',
  'links.spec.ts',
  'navigation.spec.ts',
  'pages.spec.ts',
  'salary-hub.spec.ts',
  'search-first-use.spec.ts',
  'search-understanding.spec.ts',
  'search.spec.ts',
  'seeker-filters.spec.ts',
  'seo.spec.ts',
  'whatsapp-share.spec.ts',
];
