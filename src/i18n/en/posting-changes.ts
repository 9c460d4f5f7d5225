/** What an employer changes on a posting: an edit reviewed before it goes live, a renewal, a copy. */
export const postingChanges = {
  edit: {
    title: 'Edit your job',
    lead: 'Your changes are reviewed before they go live: until an admin approves them, the job stays as it is.',
    pending: 'Changes to this job are already waiting for review: sending the form again replaces them.',
    submit: 'Send the changes for review',
    back: 'Back to your postings',
    notEditable: 'Only your pending or live jobs can be edited; this one was not changed.',
  },
  copy: {
    title: 'Post a similar job',
    /** {title}. */
    lead: 'A copy of "{title}": change what differs and submit it as a new job, with its own reference.',
    notFound: 'Only your own jobs can be copied.',
  },
  dashboard: {
    edit: 'Edit',
    copy: 'Post a similar job',
    renew: 'Renew for 30 days',
    edited: 'Your changes were sent for review: the job stays as it is until an admin approves them.',
    renewed: 'The renewal was sent for review: once approved, the job is live for 30 days from that day, at the same address.',
    renewFailed: 'A job can be renewed from 3 days before it expires until 30 days after; this one was not changed.',
    editPending: 'Changes waiting for review',
    renewPending: 'Renewal waiting for review',
  },
  emails: {
    /** {title}. */
    editApprovedSubject: 'Your changes are live: {title}',
    /** {title}, {company}. */
    editApproved: 'Your changes to "{title}" at {company} were approved and are on the job page now.',
    /** {title}. */
    editRejectedSubject: 'Your changes were not approved: {title}',
    /** {title}, {company}. */
    editRejected: 'We did not approve your changes to "{title}" at {company}. The job stays as it was.',
    /** {reason}. */
    reason: 'Reason: {reason}',
    /** {title}. */
    renewedSubject: 'Your job is renewed: {title}',
    /** {title}, {company}. */
    renewed: '"{title}" at {company} is live for 30 more days, at the same address.',
    /** {title}. */
    renewRejectedSubject: 'Your renewal was not approved: {title}',
    /** {title}, {company}. */
    renewRejected: 'We did not renew "{title}" at {company}.',
    view: 'See your postings:',
    button: 'Open my postings',
    /** {title}. */
    reminderSubject: 'Your job expires in 3 days: {title}',
    /** {title}, {company}, {date}. */
    reminder:
      '"{title}" at {company} leaves the site on {date}. Renew it for 30 more days, at the same address, with one click on your postings page:',
    reminderButton: 'Renew my job',
    reminderIgnore: 'If the position is filled, do nothing: the job expires by itself.',
  },
};
