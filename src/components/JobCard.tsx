import type { PublicJob } from '~/lib/jobs/public-job';
import { categoryLabel } from '~/lib/categories';
import { countryBySlug } from '~/lib/countries';
import { dialogJobJson } from '~/lib/jobs/dialog-json';
import { descriptionPreview } from '~/lib/jobs/format';
import { SaveJobButton } from './SaveJobButton';

/** The badges of a card: the category, where the job is, and Remote. */
function badges(job: PublicJob): string[] {
  const list: string[] = [];
  if (job.category) list.push(categoryLabel(job.category));
  if (job.isRemote) list.push('Remote');
  else if (job.country) list.push(countryBySlug(job.country)?.name ?? job.country);
  return list;
}

/**
 * A job in a listing (spec 000 section 2), rendered at build time and by the search island: the
 * whole card opens the job; Quick view and Apply open the dialogs of JobDialogs.astro.
 */
export function JobCard({ job }: { job: PublicJob }) {
  const json = dialogJobJson(job);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md">
      <div className="flex flex-wrap items-start gap-2">
        {badges(job).map((badge) => (
          <span key={badge} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {badge}
          </span>
        ))}
        <SaveJobButton job={job} className="ml-auto -mr-2 -mt-2" />
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <a href={`/jobs/${job.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
          {job.jobTitle}
        </a>
      </h3>
      <p className="text-sm font-medium text-slate-700">{job.companyName}</p>
      <p className="mt-1 text-sm text-slate-600" data-location>
        {job.location}
      </p>
      {job.salaryRange && <p className="mt-1 text-sm font-semibold text-brand-700">{job.salaryRange}</p>}
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{descriptionPreview(job.jobDescription)}</p>
      <div className="relative z-10 mt-4 flex flex-wrap gap-2">
        <a
          href={`/jobs/${job.slug}`}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          View Details<span className="sr-only">: {job.jobTitle}</span>
        </a>
        <button
          type="button"
          data-quick-view-job={json}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Quick view<span className="sr-only">: {job.jobTitle}</span>
        </button>
        <button
          type="button"
          data-apply-job={json}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Apply<span className="sr-only">: {job.jobTitle}</span>
        </button>
      </div>
    </article>
  );
}
