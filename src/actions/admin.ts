import { ActionError, defineAction, type ActionErrorCode } from 'astro:actions';
import { z } from 'astro/zod';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { requireAdmin } from './require-admin';
import { refuseNul } from './refuse-nul';
import { decideJob, deleteAllJobs, deleteJob, editJob } from '~/server/moderation/queries';
import { decideChange } from '~/server/moderation/job-edits';
import { deleteAllConfirmation, moderationNotices, type NoticeCode } from '~/server/moderation/notices';
import { inviteAdmin, revokeInvitation } from '~/server/admins/invitations';
import { adminNotices, type AdminNoticeCode } from '~/server/admins/notices';
import { deleteSeoOverride, saveSeoOverride } from '~/server/seo/queries';
import { draftFromPage } from '~/server/scrape/extract';
import { fetchPage, ScrapeError } from '~/server/scrape/fetch-page';
import { saveScrapedJob } from '~/server/scrape/save';
import { rebuildNow } from '~/server/rebuild/status';
import { rebuildNowNotices } from '~/server/rebuild/rebuild-now-notices';
import { postJobSchema } from '~/lib/post-job';
import { inviteSchema } from '~/lib/admin-invitations';
import { seoOverrideInputSchema, seoStatusOf, seoTexts, sitePathSchema } from '~/lib/seo/overrides';
import { scrapedJobSchema, scrapeRequestSchema, scrapeTexts } from '~/lib/scrape/draft';
import { isUuid } from '~/lib/uuid';
import { decideReportedJob, reportDecisions } from '~/server/reports/queue';
import { reportNotices } from '~/server/reports/notices';
import { setCompanyVerification } from '~/server/companies/verification';
import { verificationNotices } from '~/server/companies/verification-notices';
import { verificationInputSchema } from '~/lib/company-verification';

// Every admin write. Each handler starts with requireAdmin (the middleware turns visitors and
// non-admins away too, and RLS refuses them again in SQL), then calls the pure query with plain
// arguments. A failure a page shows as a notice throws that notice's text, with its status.

const failWith = (code: ActionErrorCode, message: string) => new ActionError({ code, message });
const unknownJob = () => failWith('NOT_FOUND', 'Unknown job.');
const moderated = (code: NoticeCode) => ({ notice: code, title: moderationNotices[code].title, text: moderationNotices[code].text });
const invited = (code: AdminNoticeCode) => ({ notice: code, title: adminNotices[code].title, text: adminNotices[code].text });

/** A job id as a form sends it: anything that is not a UUID is an unknown job, never a database error. */
const idField = z.string().max(100).optional();

export const admin = {
  /** Approve, reject (with an optional reason e-mailed to the poster) or delete one job; a delete asks first until `confirmed` is 'yes'. */
  moderateJob: defineAction({
    accept: 'form',
    input: z.object({
      id: idField,
      action: z.enum(['approve', 'reject', 'delete'], { message: 'Unknown action: use approve, reject, edit or delete.' }),
      reason: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(1000).optional()),
      confirmed: z.string().optional(),
      /** The "Approve despite the risk signals" box: a high-risk job is approved only with it. */
      riskConfirmed: z.string().max(10).optional(),
    }),
    handler: async ({ id, action, reason, confirmed, riskConfirmed }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(reason);
      if (!isUuid(id)) throw unknownJob();
      if (action === 'delete') {
        // Without JavaScript nothing asked "are you sure?": the dashboard asks, in the page, first.
        if (confirmed !== 'yes') return { confirmDelete: id };
        let deleted: boolean;
        try {
          deleted = await deleteJob(db(), user, id);
        } catch (error) {
          console.error('delete job failed:', error);
          throw failWith('SERVICE_UNAVAILABLE', moderationNotices['delete-failed'].text);
        }
        if (!deleted) throw unknownJob();
        return moderated('deleted');
      }
      let outcome: Awaited<ReturnType<typeof decideJob>>;
      try {
        outcome = await decideJob(db(), user, id, action === 'approve' ? 'approved' : 'rejected', {
          siteUrl: readEnv().SITE_URL,
          reason,
          riskConfirmed: riskConfirmed === 'yes',
        });
      } catch (error) {
        console.error('job decision failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', moderationNotices['status-failed'].text);
      }
      if (outcome === 'not-found') throw unknownJob();
      if (outcome === 'not-pending') throw failWith('CONFLICT', moderationNotices['not-pending'].text);
      if (outcome === 'risk-unconfirmed') throw failWith('CONFLICT', moderationNotices['risk-unconfirmed'].text);
      return moderated(action === 'approve' ? 'approved' : 'rejected');
    },
  }),

  /** Apply or reject a poster's edit or renewal (a rejection's reason is e-mailed to the poster). */
  decideChange: defineAction({
    accept: 'form',
    input: z.object({
      id: idField,
      action: z.enum(['approve', 'reject'], { message: 'Unknown action: use approve or reject.' }),
      reason: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(1000).optional()),
    }),
    handler: async ({ id, action, reason }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(reason);
      if (!isUuid(id)) throw unknownJob();
      let outcome: Awaited<ReturnType<typeof decideChange>>;
      try {
        outcome = await decideChange(db(), user, id, action, { siteUrl: readEnv().SITE_URL, reason });
      } catch (error) {
        console.error('deciding a poster’s change failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', moderationNotices['change-failed'].text);
      }
      if (outcome === 'not-found') throw failWith('CONFLICT', moderationNotices['change-gone'].text);
      if (outcome === 'invalid') throw failWith('CONFLICT', moderationNotices['change-invalid'].text);
      return moderated(outcome === 'applied' ? 'change-applied' : 'change-rejected');
    },
  }),

  /** The edit dialog's save (and the no-JavaScript edit section): the post form's schema and messages, then one update. */
  editJob: defineAction({
    accept: 'form',
    input: postJobSchema.extend({ id: idField }),
    handler: async ({ id, ...fields }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(fields);
      if (!isUuid(id)) throw unknownJob();
      let job: Awaited<ReturnType<typeof editJob>>;
      try {
        job = await editJob(db(), user, id, fields);
      } catch (error) {
        console.error('edit job failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', moderationNotices['edit-failed'].text);
      }
      if (!job) throw unknownJob();
      return { ...moderated('edited'), job };
    },
  }),

  /** Delete every job: it cannot be undone, so DELETE ALL must be typed. */
  deleteAllJobs: defineAction({
    accept: 'form',
    input: z.object({ confirm: z.string().optional() }),
    handler: async ({ confirm }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      if (confirm !== deleteAllConfirmation) throw failWith('BAD_REQUEST', moderationNotices['delete-all-unconfirmed'].text);
      try {
        return { ...moderated('all-deleted'), deleted: await deleteAllJobs(db(), user) };
      } catch (error) {
        console.error('delete all jobs failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', moderationNotices['delete-all-failed'].text);
      }
    },
  }),

  /** E-mail a single-use link to become an admin. */
  inviteAdmin: defineAction({
    accept: 'form',
    input: inviteSchema,
    handler: async ({ email }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(email);
      let outcome: Awaited<ReturnType<typeof inviteAdmin>>;
      try {
        outcome = await inviteAdmin(db(), user, email, readEnv().SITE_URL);
      } catch (error) {
        console.error('inviting an admin failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', adminNotices['invite-failed'].text);
      }
      if (outcome.kind === 'already-admin') throw failWith('CONFLICT', adminNotices['already-admin'].text);
      return invited('invited');
    },
  }),

  /** Withdraw an open invitation: the e-mailed link stops working. */
  revokeInvitation: defineAction({
    accept: 'form',
    input: z.object({ id: idField }),
    handler: async ({ id }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      if (!isUuid(id)) throw failWith('NOT_FOUND', 'Unknown invitation.');
      let revoked: boolean;
      try {
        revoked = await revokeInvitation(db(), user, id);
      } catch (error) {
        console.error('revoke invitation failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', adminNotices['revoke-failed'].text);
      }
      if (!revoked) throw failWith('CONFLICT', adminNotices['not-open'].text);
      return invited('revoked');
    },
  }),

  /** Save (insert or replace) one page's SEO override; the database queues a rebuild. */
  saveSeoOverride: defineAction({
    input: seoOverrideInputSchema,
    handler: async (input, context) => {
      const user = requireAdmin(context, 'change SEO settings');
      refuseNul(input);
      try {
        const override = await saveSeoOverride(db(), user, input);
        return { message: seoTexts.saved, override, status: seoStatusOf(override) };
      } catch (error) {
        console.error(`SEO override for ${input.path} failed:`, error);
        throw failWith('SERVICE_UNAVAILABLE', seoTexts.failed);
      }
    },
  }),

  /** Remove one page's override: it goes back to its built-in metadata. */
  deleteSeoOverride: defineAction({
    input: z.object({ path: sitePathSchema }),
    handler: async ({ path }, context) => {
      const user = requireAdmin(context, 'change SEO settings');
      refuseNul(path);
      let removed: boolean;
      try {
        removed = await deleteSeoOverride(db(), user, path);
      } catch (error) {
        console.error(`removing the SEO override for ${path} failed:`, error);
        throw failWith('SERVICE_UNAVAILABLE', seoTexts.failed);
      }
      if (!removed) throw failWith('NOT_FOUND', seoTexts.notFound);
      return { message: seoTexts.reset, status: seoStatusOf(undefined) };
    },
  }),

  /** Fetch a job page safely (strict address guard, 10 s, 2 MB) and read it into a draft. */
  scrapeJob: defineAction({
    input: scrapeRequestSchema,
    handler: async ({ url }, context) => {
      requireAdmin(context, 'moderate jobs');
      try {
        const page = await fetchPage(url);
        return draftFromPage(page.html, page.url);
      } catch (error) {
        if (error instanceof ScrapeError) throw failWith(ActionError.statusToCode(error.status), error.message);
        console.error(`scrape of ${url} failed:`, error);
        throw failWith('INTERNAL_SERVER_ERROR', scrapeTexts.failure);
      }
    },
  }),

  /** The edited draft, checked like a posted job, stored as a pending job that applies at the source page. */
  saveScrapedJob: defineAction({
    input: scrapedJobSchema,
    handler: async (job, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(job);
      let saved: Awaited<ReturnType<typeof saveScrapedJob>>;
      try {
        saved = await saveScrapedJob(db(), user, job);
      } catch (error) {
        console.error('saving a scraped job failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', scrapeTexts.saveFailed);
      }
      if (saved.kind === 'duplicate')
        throw failWith('CONFLICT', `This posting was saved before as "${saved.title}" (${saved.status}): find it in Review Jobs.`);
      return {
        id: saved.id,
        slug: saved.slug,
        status: 'pending' as const,
        category: saved.category,
        title: scrapeTexts.savedTitle,
        text: scrapeTexts.saved,
      };
    },
  }),

  /** Dismiss the reports of a job (a job they hid is public again), hide it or delete it (the page asks first). */
  decideReport: defineAction({
    accept: 'form',
    input: z.object({
      jobId: idField,
      decision: z.enum(reportDecisions, { message: 'Unknown decision: use dismiss, hide or delete.' }),
    }),
    handler: async ({ jobId, decision }, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      refuseNul(jobId);
      if (!isUuid(jobId)) throw failWith('NOT_FOUND', reportNotices.unknown.text);
      let decided: boolean;
      try {
        decided = await decideReportedJob(db(), user, jobId, decision);
      } catch (error) {
        console.error(`deciding reports (${decision}) failed:`, error);
        throw failWith('SERVICE_UNAVAILABLE', reportNotices.failed.text);
      }
      if (!decided) throw failWith('NOT_FOUND', reportNotices.unknown.text);
      const notice = ({ dismiss: 'dismissed', hide: 'hidden', delete: 'deleted' } as const)[decision];
      return { notice, text: reportNotices[notice].text };
    },
  }),

  /** Verify a company by hand or revoke its verification, with a note saying what was checked. */
  verifyCompany: defineAction({
    accept: 'form',
    input: verificationInputSchema,
    handler: async ({ companyId, decision, note }, context) => {
      const user = requireAdmin(context, 'verify employers');
      refuseNul({ companyId, note });
      if (!isUuid(companyId)) throw failWith('NOT_FOUND', verificationNotices.unknown.text);
      let outcome: Awaited<ReturnType<typeof setCompanyVerification>>;
      try {
        outcome = await setCompanyVerification(db(), user, companyId, decision, note);
      } catch (error) {
        console.error(`company verification (${decision}) failed:`, error);
        throw failWith('SERVICE_UNAVAILABLE', verificationNotices.failed.text);
      }
      if (outcome === 'unknown') throw failWith('NOT_FOUND', verificationNotices.unknown.text);
      return { notice: outcome, text: verificationNotices[outcome].text };
    },
  }),

  /** Rebuild now: the failing site build is tried again within a minute. */
  rebuildNow: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const user = requireAdmin(context, 'moderate jobs');
      try {
        await rebuildNow(db(), user);
      } catch (error) {
        console.error('rebuild now failed:', error);
        throw failWith('SERVICE_UNAVAILABLE', rebuildNowNotices.failed.text);
      }
      return { rebuild: 'queued' as const, ...rebuildNowNotices.queued };
    },
  }),
};
