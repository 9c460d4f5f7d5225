import { messagesFor } from '~/i18n';

// The review dashboard's messages, by the code the endpoints redirect with.
export const moderationNotices = {
  approved: { title: 'Job Updated', text: 'Job has been approved.', ok: true },
  rejected: { title: 'Job Updated', text: 'Job has been rejected.', ok: true },
  'status-failed': { title: 'Error', text: 'Failed to update job status. Please try again.', ok: false },
  'held-for-review': {
    title: messagesFor('en').post.status.heldTitle,
    text: 'The job you posted raised risk signals, so it stays pending. Check its signals below and approve it only if you are sure.',
    ok: false,
  },
  'risk-unconfirmed': {
    title: 'Not approved',
    text: 'This job raised risk signals: tick “Approve despite the risk signals” and approve again if you are sure.',
    ok: false,
  },
  'not-pending': { title: 'Error', text: 'Only pending jobs can be approved or rejected; this one was already decided.', ok: false },
  edited: { title: 'Job Updated Successfully!', text: 'The changes are saved.', ok: true },
  'edit-failed': { title: 'Update Failed', text: 'There was an error updating the job posting. Please try again.', ok: false },
  'edit-invalid': {
    title: 'Update Failed',
    text: 'Some fields were not valid; nothing was changed. Check the form and try again.',
    ok: false,
  },
  'change-applied': { title: 'Job Updated', text: 'The poster’s change is applied and the poster is told.', ok: true },
  'change-rejected': {
    title: 'Change Rejected',
    text: 'The poster’s change was rejected; the job stays as it was and the poster is told.',
    ok: true,
  },
  'change-gone': { title: 'Error', text: 'This change was already decided, or its job was withdrawn; nothing was changed.', ok: false },
  'change-invalid': {
    title: 'Not applied',
    text: 'This edit no longer passes the post form’s checks; nothing was changed. Reject it with a reason instead.',
    ok: false,
  },
  'change-failed': { title: 'Error', text: 'Failed to decide the change. Please try again.', ok: false },
  deleted: { title: 'Job Deleted', text: 'The job posting was deleted.', ok: true },
  'delete-failed': { title: 'Error', text: 'Failed to delete job. Please try again.', ok: false },
  'all-deleted': { title: 'All Jobs Deleted', text: 'Every job posting was deleted.', ok: true },
  'delete-all-failed': { title: 'Error', text: 'Failed to delete all jobs. Please try again.', ok: false },
  'delete-all-unconfirmed': { title: 'Not deleted', text: 'Type DELETE ALL to confirm. Nothing was deleted.', ok: false },
} as const;
export type NoticeCode = keyof typeof moderationNotices;

/** What deleting one job asks first. */
export const deleteConfirmation = 'Are you sure you want to delete this job posting?';

/** The word an admin types to delete every job: it cannot be undone. */
export const deleteAllConfirmation = 'DELETE ALL';
