import { canRenew } from '~/lib/posting-renewal';

/** What the dashboard offers on a posting besides Withdraw, and what already waits for review. */
export interface PostingChanges {
  editable: boolean;
  renewable: boolean;
  editPending: boolean;
  renewPending: boolean;
}

/** A posting's row as the dashboard reads it: its status, expiry and open change. */
export function postingChangesOf(
  row: { status: string; expires_at: Date; edit_pending: boolean | null; renew_pending: boolean | null },
  now: Date,
): PostingChanges {
  return {
    editable: row.status === 'pending' || row.status === 'approved',
    renewable: canRenew(row.status, row.expires_at, now) && !row.renew_pending,
    editPending: row.edit_pending === true,
    renewPending: row.renew_pending === true,
  };
}
