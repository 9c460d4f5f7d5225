import type { Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';
import { jobBadges, type JobFacts } from '~/lib/jobs/job-facts';

/** The stated facts a seeker looks for first (DHA licence, 3+ years, Visa provided, Open to all nationalities, Housing, Flights). */
export function JobFactBadges({
  job,
  className = '',
  locale = 'en',
}: {
  job: Pick<JobFacts, 'visa' | 'nationality' | 'packageItems'> &
    Partial<Pick<JobFacts, 'licenceAuthority' | 'experienceYears' | 'experienceLevel'>>;
  className?: string;
  /** The page's language. */
  locale?: Locale;
}) {
  const badges = jobBadges(job, locale);
  if (badges.length === 0) return null;
  return (
    <ul className={className ? `fact-badges ${className}` : 'fact-badges'} aria-label={cardTexts(locale).badgesLabel} data-job-badges="">
      {badges.map((badge) => (
        <li key={badge}>{badge}</li>
      ))}
    </ul>
  );
}
