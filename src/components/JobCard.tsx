import type { PublicJob } from '~/lib/jobs/public-job';
import { intlLocale, type Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';
import { categoryLabel } from '~/lib/categories';
import { descriptionPreview, isNewJob, postedAge, postedAt, postedDay } from '~/lib/jobs/format';
import { SaveJobButton } from './SaveJobButton';
import { JobFactBadges } from './JobFactBadges';
import { salaryShown } from '~/lib/jobs/salary-shown';
import { formatSalary } from '~/lib/jobs/salary-money';
import { ownValue } from '~/lib/own-value';
import { fill } from '~/i18n/format';
import { VerifiedBadge } from './VerifiedBadge';
import { formatDateIn } from '~/i18n/intl-cache';

/**
 * A job in a listing, rendered at build time and by the search
 * island. The title link is stretched over the whole card, so a click anywhere opens the job and
 * its accessible name is the title; the actions row (Save, Quick view) sits above it.
 * Its parts carry no class of their own: `.job-card` in src/styles/components.css styles them by
 * place (the title's h3, the first <div> the company and place, the last the footer) and by their
 * data attributes, which other code reads too; four brief cards are in every job page's HTML.
 */
/**
 * `locale`: the page's language: its words and links; the job's own text keeps its direction (dir="auto").
 * `brief`: a job page's similar jobs: the title, company, place, salary and date, and Quick view (which
 * shows the badges, the description and Save from the job's own page); no snippet, badges, category
 * (the page's own) or Save button, so four of them stay light in every job page's HTML. Nothing in it
 * depends on when the page was built: it shows the posting's date, and the job page's script
 * (JobDetail.astro) writes its age and the New badge from `data-age-of` (built text of the build's
 * time changed every prerendered job page each day and showed "Today" a week later). Without
 * JavaScript a brief card shows the date alone.
 */
export function JobCard({ job, locale = 'en', brief = false }: { job: PublicJob; locale?: Locale; brief?: boolean }) {
  const posted = postedAt(job);
  const t = cardTexts(locale);
  const salary = salaryShown(job, locale);
  return (
    <article className="job-card">
      <h3 dir="auto">
        <a href={`${locale === 'ar' ? '/ar' : ''}/jobs/${job.slug}`}>{job.jobTitle}</a>
      </h3>
      {/* On a phone the company and the place share a line (the company gives way first), which makes room for the snippet;
          inline-size containment keeps the unwrapped names from widening the card past the screen. */}
      <div>
        <p dir="auto">{job.companyName}</p>
        {/* Its own element, so it sits between the two whichever way each one's text runs. */}
        <span aria-hidden="true">·</span>
        <p data-location="" dir="auto">
          {job.location}
          {job.isRemote && ` · ${t.remote}`}
        </p>
      </div>
      {/* Who stands between the seeker and the employer is worth a line of its own: never cut off on a phone. */}
      {job.agencyName && job.agencyName !== job.companyName && (
        <p className="text-sm text-slate-600" data-agency="" dir="auto">
          {fill(t.via, { agency: job.agencyName })}
        </p>
      )}
      {salary && (
        // The site's own salary line reads in the page's direction; the employer's words in theirs.
        <p data-salary="" dir={formatSalary(job, locale) ? undefined : 'auto'}>
          {salary}
        </p>
      )}
      {!brief && <JobFactBadges job={job} className="mt-1.5" locale={locale} />}
      {/* One line on a phone, where the card must stay as short as it was; two from 640 px. */}
      {!brief && (
        <p className="job-card-snippet" data-snippet="" dir="auto">
          {descriptionPreview(job.jobDescription)}
        </p>
      )}
      <div>
        <div>
          {!brief && isNewJob(posted) && <span className="chip-new">{t.newBadge}</span>}
          {job.companyVerified && <VerifiedBadge locale={locale} />}
          {job.agencyName && job.agencyName === job.companyName && (
            <span className="chip-category" data-agency="">
              {t.agency}
            </span>
          )}
          {job.category && !brief && (
            <span className="chip-category" data-category="">
              {ownValue(t.categories, job.category) ?? categoryLabel(job.category)}
            </span>
          )}
          {brief ? (
            <time dateTime={postedDay(job)} data-age-of={posted}>
              {formatDateIn(new Date(`${postedDay(job)}T00:00:00Z`), intlLocale[locale], {
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </time>
          ) : (
            <time dateTime={postedDay(job)} data-posted-age="" suppressHydrationWarning>
              {postedAge(postedDay(job), undefined, locale)}
            </time>
          )}
        </div>
        {/* Secondary actions: above the stretched link so they stay clickable. */}
        <div data-card-actions="">
          {!brief && <SaveJobButton job={job} locale={locale} />}
          {/* A brief card's Quick view finds its job by the card's link (components/job-dialogs.ts). */}
          <button type="button" data-quick-view-job={brief ? '' : job.slug}>
            {t.quickView}
            <span className="sr-only">{`: ${job.jobTitle}`}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
