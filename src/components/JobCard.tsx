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
    <article className="relative flex h-full min-w-0 flex-col rounded-xl [overflow-wrap:anywhere] border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:p-5">
      <h3 className="pe-1 text-lg leading-snug font-semibold text-slate-900" dir="auto">
        <a
          href={`${locale === 'ar' ? '/ar' : ''}/jobs/${job.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {job.jobTitle}
        </a>
      </h3>
      {/* On a phone the company and the place share a line (the company gives way first), which makes room for the snippet;
          inline-size containment keeps the unwrapped names from widening the card past the screen. */}
      <div className="mt-0.5 flex min-w-0 items-baseline gap-x-1.5 text-sm [contain:inline-size] sm:block sm:[contain:none]">
        <p className="min-w-0 truncate font-medium text-slate-700 sm:overflow-visible sm:whitespace-normal" dir="auto">
          {job.companyName}
        </p>
        {/* Its own element, so it sits between the two whichever way each one's text runs. */}
        <span aria-hidden="true" className="text-slate-400 sm:hidden">
          ·
        </span>
        <p
          className="max-w-[60%] min-w-0 shrink-0 truncate text-slate-600 sm:max-w-none sm:overflow-visible sm:whitespace-normal"
          data-location
          dir="auto"
        >
          {job.location}
          {job.isRemote && ` · ${t.remote}`}
        </p>
      </div>
      {salary && (
        // The site's own salary line reads in the page's direction; the employer's words in theirs.
        <p className="mt-1 text-sm font-semibold text-brand-700" data-salary dir={formatSalary(job, locale) ? undefined : 'auto'}>
          {salary}
        </p>
      )}
      <JobFactBadges job={job} className="mt-1.5" locale={locale} />
      {/* One line on a phone, where the card must stay as short as it was; two from 640 px. */}
      <p className="mt-1 line-clamp-1 text-sm text-slate-600 sm:mt-2 sm:line-clamp-2" data-snippet dir="auto">
        {descriptionPreview(job.jobDescription)}
      </p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2 sm:pt-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {isNewJob(posted) && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t.newBadge}</span>}
          {job.category && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800" data-category>
              {ownValue(t.categories, job.category) ?? categoryLabel(job.category)}
            </span>
          )}
          <time dateTime={postedDay(job)} className="text-slate-600" data-posted-age suppressHydrationWarning>
            {postedAge(postedDay(job), undefined, locale)}
          </time>
        </div>
        {/* Secondary actions: above the stretched link so they stay clickable. */}
        <div className="relative z-10 ms-auto flex shrink-0 gap-2" data-card-actions>
          <SaveJobButton job={job} locale={locale} />
          <button
            type="button"
            data-quick-view-job={dialogJobJson(job, locale)}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t.quickView}
            <span className="sr-only">: {job.jobTitle}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
