import type { PublicJob } from '~/lib/jobs/public-job';
import { categoryLabel } from '~/lib/categories';
import { dialogJobJson } from '~/lib/jobs/dialog-json';
import { isNewJob, postedAge, postedAt, postedDay } from '~/lib/jobs/format';
import { SaveJobButton } from './SaveJobButton';
import { JobFactBadges } from './JobFactBadges';
import { salaryShown } from '~/lib/jobs/salary-shown';

/**
 * A job in a listing (spec 000 section 2, issue 15), rendered at build time and by the search
 * island. The title link is stretched over the whole card, so a click anywhere opens the job and
 * its accessible name is the title; the actions row (Save, Quick view) sits above it.
 */
export function JobCard({ job }: { job: PublicJob }) {
  const posted = postedAt(job);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:p-5">
      <h3 className="pr-1 text-lg leading-snug font-semibold text-slate-900">
        <a
          href={`/jobs/${job.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {job.jobTitle}
        </a>
      </h3>
      <p className="mt-0.5 text-sm font-medium text-slate-700">{job.companyName}</p>
      <p className="text-sm text-slate-600" data-location>
        {job.location}
        {job.isRemote && ' · Remote'}
      </p>
      {salaryShown(job) && (
        <p className="mt-1 text-sm font-semibold text-brand-700" data-salary>
          {salaryShown(job)}
        </p>
      )}
      <JobFactBadges job={job} className="mt-1.5" />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {isNewJob(posted) && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">New</span>}
          {job.category && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800" data-category>
              {categoryLabel(job.category)}
            </span>
          )}
          <time dateTime={postedDay(job)} className="text-slate-600" data-posted-age suppressHydrationWarning>
            {postedAge(postedDay(job))}
          </time>
        </div>
        {/* Secondary actions: above the stretched link so they stay clickable. */}
        <div className="relative z-10 ml-auto flex shrink-0 gap-2" data-card-actions>
          <SaveJobButton job={job} />
          <button
            type="button"
            data-quick-view-job={dialogJobJson(job)}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Quick view<span className="sr-only">: {job.jobTitle}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
