// The verify employers page's messages (/admin/verify-employers), by the code its form redirects with.
export const verificationNotices = {
  verified: { title: 'Verified', text: 'Company verified: its badge shows on its jobs and page within a minute.', ok: true },
  revoked: {
    title: 'Revoked',
    text: 'Verification revoked: the badge is gone within a minute, and signing in from its domain does not bring it back.',
    ok: true,
  },
  unknown: { title: 'Unknown company', text: 'No such company: it may have been merged into another.', ok: false },
  failed: { title: 'Error', text: 'The decision could not be saved. Please try again.', ok: false },
} as const;
export type VerificationNoticeCode = keyof typeof verificationNotices;
