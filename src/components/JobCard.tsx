import type { PublicJob } from '~/lib/jobs/public-job';
import type { Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';
import { categoryLabel } from '~/lib/categories';
import { dialogJobJson } from '~/lib/jobs/dialog-json';
import { descriptionPreview, isNewJob, postedAge, postedAt, postedDay } from '~/lib/jobs/format';
import { SaveJobButton } from './SaveJobButton';
import { JobFactBadges } from './JobFactBadges';
import { salaryShown } from '~/lib/jobs/salary-shown';
import { formatSalary } from '~/lib/jobs/salary-money';
import { ownValue } from '~/lib/own-value';

/**
 * A job in a listing, rendered at build time and by the search
 * island. The title link is stretched over the whole card, so a click anywhere opens the job and
 * its accessible name is the title; the actions row (Save, Quick view) sits above it.
 */
/** `locale`: the page's language: its words and links; the job's own text keeps its direction (dir="auto"). */
export function JobCard({ job, locale = 'en' }: { job: PublicJob; locale?: Locale }) {
  const posted = postedAt(job);
  const t = cardTexts(locale);
  const salary = salaryShown(job, locale);
  return (
    <article className="job-card">
      <h3 className="job-card-title" dir="auto">
        <a href={`${locale === 'ar' ? '/ar' : ''}/jobs/${job.slug}`} className="job-card-link">
          {job.jobTitle}
        </a>
      </h3>
      <p className="mt-0.5 text-sm font-medium text-slate-700" dir="auto">
        {job.companyName}
      </p>
      <p className="text-sm text-slate-600" data-location dir="auto">
        {job.location}
        {job.isRemote && ` · ${t.remote}`}
      </p>
      {salary && (
        // The site's own salary line reads in the page's direction; the employer's words in theirs.
        <p className="mt-1 text-sm font-semibold text-brand-700" data-salary dir={formatSalary(job, locale) ? undefined : 'auto'}>
          {salary}
        </p>
      )}
      <JobFactBadges job={job} className="mt-1.5" locale={locale} />
      {/* From 640 px only: on a phone every line of the card is taken, and a snippet made each card taller. */}
      <p className="job-card-snippet" data-snippet dir="auto">
        {descriptionPreview(job.jobDescription)}
      </p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {isNewJob(posted) && <span className="chip-new">{t.newBadge}</span>}
          {job.category && (
            <span className="chip-category" data-category>
              {ownValue(t.categories, job.category) ?? categoryLabel(job.category)}
            </span>
          )}
          <time dateTime={postedDay(job)} className="text-slate-600" data-posted-age suppressHydrationWarning>
            {postedAge(postedDay(job), undefined, locale)}
          </time>
        </div>
        {/* Secondary actions: above the stretched link so they stay clickable. */}
        <div className="job-card-actions" data-card-actions>
          <SaveJobButton job={job} locale={locale} />
          <button type="button" data-quick-view-job={dialogJobJson(job, locale)} className="quick-view-button">
            {t.quickView}
            <span className="sr-only">: {job.jobTitle}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
