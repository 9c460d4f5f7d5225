// The admins page's messages, by the code the invitation endpoints redirect with.
export const adminNotices = {
  invited: { title: 'Invitation sent', text: 'We e-mailed the invitation link. It works once, for 7 days.', ok: true },
  'already-admin': { title: 'Already an admin', text: 'That e-mail address already belongs to an admin. Nothing was sent.', ok: false },
  'invite-failed': { title: 'Invitation failed', text: 'The invitation could not be sent. Please try again.', ok: false },
  revoked: { title: 'Invitation withdrawn', text: 'The link in that e-mail no longer works.', ok: true },
  'not-open': { title: 'Nothing to withdraw', text: 'That invitation was already used, withdrawn or expired.', ok: false },
  'revoke-failed': { title: 'Error', text: 'The invitation could not be withdrawn. Please try again.', ok: false },
} as const;
export type AdminNoticeCode = keyof typeof adminNotices;
