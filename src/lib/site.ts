/** The site's name and tagline, used in titles, structured data and e-mails. */
export const siteName = 'Gulf Jobs';
export const siteTagline = 'Moderated jobs for skilled professionals in the Gulf';

/** `{title} | Gulf Jobs` (spec 000 section 2's title format). */
export const pageTitle = (title: string): string => `${title} | ${siteName}`;
