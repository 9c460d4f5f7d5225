/** The site's name and tagline, used in titles, structured data and e-mails. */
export const siteName = 'Gulf Jobs';
export const siteTagline = 'Moderated jobs for skilled professionals in the Gulf';

/** The site's name on the Arabic pages (the same as the Arabic catalogue's common.siteName; a test keeps them equal). */
export const siteNameArabic = 'وظائف الخليج';

/** `{title} | Gulf Jobs` (the spec's title format). */
export const pageTitle = (title: string): string => `${title} | ${siteName}`;

/** The page's own name inside a `pageTitle`: "Review Jobs | Gulf Jobs" → "Review Jobs". */
export const pageNameOf = (title: string): string => title.replace(new RegExp(`\\s*\\|\\s*(${siteName}|${siteNameArabic})$`), '');

/** `{title} | Gulf Jobs`, or `{title} | وظائف الخليج` on an Arabic page. */
export const pageTitleIn = (title: string, locale: 'en' | 'ar'): string => `${title} | ${locale === 'ar' ? siteNameArabic : siteName}`;
