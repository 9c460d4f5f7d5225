import { hasOwnKey } from '~/lib/own-value';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { moderationNotices, type NoticeCode } from './notices';
import {
  jobsForReview,
  lastPublishedAt,
  reviewPageSize,
  reviewSorts,
  reviewStatuses,
  type ReviewRow,
  type ReviewSort,
  type ReviewStatus,
} from './queries';

/** What /admin/review-jobs shows for its address: the filter, the page of jobs (undefined when the database failed) and what is open. */
export interface ReviewPage {
  status: ReviewStatus | undefined;
  q: string | undefined;
  /** 'risk' sorts by risk score, highest first; undefined is the default order. */
  sort: ReviewSort | undefined;
  page: number;
  notice: (typeof moderationNotices)[NoticeCode] | undefined;
  data: Awaited<ReturnType<typeof jobsForReview>> | undefined;
  publishedAt: Date | null;
  failed: boolean;
  pageCount: number;
  /** Every job in the queue, whatever the filter: the empty state and Delete all depend on it. */
  allCount: number;
  /** Where a row's forms post and come back to: this view without its notice or a delete being confirmed. */
  here: string;
  /** This view's list without a job open for editing or deleting. */
  listLink: string;
  /** The address of this view with some parameters changed (undefined removes one). */
  linkWith: (changes: Record<string, string | undefined>) => string;
  /** Without JavaScript, Edit links to ?edit={id}: the same fields as a form in the page. */
  editing: ReviewRow | undefined;
  /** A delete posted without JavaScript comes back as ?delete={id} to be confirmed here. */
  deleting: ReviewRow | undefined;
}

/** Reads the review dashboard's address and loads its jobs for the admin; a database failure is logged and shown, not thrown. */
export async function reviewPage(url: URL, admin: SessionUser, db: () => Db): Promise<ReviewPage> {
  const params = url.searchParams;
  const status = reviewStatuses.includes(params.get('status') as ReviewStatus) ? (params.get('status') as ReviewStatus) : undefined;
  const q = params.get('q')?.trim().slice(0, 100) || undefined;
  const sortParam = params.get('sort');
  const sort = reviewSorts.find((s) => s === sortParam && s !== 'newest');
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const noticeCode = params.get('notice') as NoticeCode | null;
  const notice = noticeCode && hasOwnKey(moderationNotices, noticeCode) ? moderationNotices[noticeCode] : undefined;

  let data: ReviewPage['data'];
  let publishedAt: Date | null = null;
  let failed = false;
  try {
    [data, publishedAt] = await Promise.all([jobsForReview(db(), admin, { status, q, page, sort }), lastPublishedAt(db(), admin)]);
  } catch (error) {
    console.error('review dashboard failed to load:', error);
    failed = true;
  }
  const pageCount = data ? Math.max(1, Math.ceil(data.total / reviewPageSize)) : 1;
  const allCount = data ? data.counts.pending + data.counts.approved + data.counts.rejected : 0;
  const hereParams = new URLSearchParams(url.search);
  hereParams.delete('notice');
  hereParams.delete('delete');
  const here = `${url.pathname}${hereParams.size ? `?${hereParams}` : ''}`;
  const linkWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}), ...(sort ? { sort } : {}), page: String(page) });
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (next.get('page') === '1') next.delete('page');
    const text = next.toString();
    return `/admin/review-jobs${text ? `?${text}` : ''}`;
  };
  return {
    status,
    q,
    sort,
    page,
    notice,
    data,
    publishedAt,
    failed,
    pageCount,
    allCount,
    here,
    listLink: linkWith({}),
    linkWith,
    editing: data?.rows.find((job) => job.id === params.get('edit')),
    deleting: data?.rows.find((job) => job.id === params.get('delete')),
  };
}

/** What the Edit button hands the dialog (and the no-JavaScript form shows): the post form's field names. */
type FormColumns =
  | 'id'
  | 'companyName'
  | 'jobTitle'
  | 'jobDescription'
  | 'location'
  | 'salaryRange'
  | 'postedOn'
  | 'category'
  | 'applicationType'
  | 'contactEmail'
  | 'applicationUrl'
  | 'employmentType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'visa'
  | 'nationality'
  | 'packageItems'
  | 'licenceAuthority'
  | 'licenceStatus'
  | 'experienceYears'
  | 'experienceLevel';
export const editValues = (job: Pick<ReviewRow, FormColumns> & { status: string }) => ({
  id: job.id,
  status: job.status,
  companyName: job.companyName,
  jobTitle: job.jobTitle,
  jobDescription: job.jobDescription,
  location: job.location,
  salaryRange: job.salaryRange ?? '',
  jobPostedDate: job.postedOn,
  category: job.category ?? '',
  applicationType: job.applicationType,
  contactEmail: job.contactEmail ?? '',
  applicationUrl: job.applicationUrl ?? '',
  employmentType: job.employmentType ?? '',
  salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
  salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
  salaryCurrency: job.salaryCurrency ?? '',
  salaryPeriod: job.salaryPeriod ?? '',
  visa: job.visa,
  nationality: job.nationality,
  packageItems: job.packageItems,
  licenceAuthority: job.licenceAuthority ?? '',
  licenceStatus: job.licenceStatus ?? '',
  experienceYears: job.experienceYears === null ? '' : String(job.experienceYears),
  experienceLevel: job.experienceLevel ?? '',
});
