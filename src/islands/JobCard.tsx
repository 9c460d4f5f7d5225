import type { PublicJob } from '~/lib/job';
import { categoryLabel } from '~/lib/categories';
import { descriptionPreview } from '~/lib/job-format';

/** A job in a listing (spec 000 section 2): rendered at build time and by the search island. */
export function JobCard({ job }: { job: PublicJob }) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md">
      <div className="flex flex-wrap gap-2">
        {job.category && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {categoryLabel(job.category)}
          </span>
        )}
        {job.isRemote && (
          <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">Remote</span>
        )}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <a href={`/jobs/${job.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
          {job.jobTitle}
        </a>
      </h3>
      <p className="text-sm font-medium text-slate-700">{job.companyName}</p>
      <p className="mt-1 text-sm text-slate-600">{job.location}</p>
      {job.salaryRange && <p className="mt-1 text-sm font-semibold text-brand-700">{job.salaryRange}</p>}
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{descriptionPreview(job.jobDescription)}</p>
    </article>
  );
}
