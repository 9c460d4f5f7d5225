// What the employer's dashboard shows of a posting: its state as the poster sees it and the days
// it has left. Pure: the dashboard page and its tests read these.

export type PostingState = 'pending' | 'live' | 'rejected' | 'expired' | 'withdrawn';

const dayMs = 86_400_000;

/** A stored status and expiry as the poster sees them: an approved job past its expiry is expired. */
export function postingStateOf(status: 'pending' | 'approved' | 'rejected' | 'withdrawn', expiresAt: Date, now: Date): PostingState {
  if (status === 'approved') return expiresAt > now ? 'live' : 'expired';
  return status;
}

/** Whole days a live job has left (0 on its last day); undefined when it is not live. */
export function daysLeftOf(state: PostingState, expiresAt: Date, now: Date): number | undefined {
  if (state !== 'live') return undefined;
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / dayMs));
}

/** The poster may withdraw a job still waiting for review or live. */
export const canWithdraw = (state: PostingState): boolean => state === 'pending' || state === 'live';
