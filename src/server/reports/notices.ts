// The reported jobs page's messages (/admin/reports), by the code its form redirects with.
export const reportNotices = {
  dismissed: {
    title: 'Dismissed',
    text: 'Reports dismissed: the job is unchanged, and public again if the reports had hidden it.',
    ok: true,
  },
  hidden: { title: 'Hidden', text: 'Job hidden: it is rejected and its page answers 404 within a minute.', ok: true },
  deleted: { title: 'Deleted', text: 'Job deleted, with its reports.', ok: true },
  unknown: { title: 'Nothing to decide', text: 'That job has no open reports (another admin may have decided already).', ok: false },
  failed: { title: 'Error', text: 'The decision could not be saved. Please try again.', ok: false },
} as const;
export type ReportNoticeCode = keyof typeof reportNotices;
