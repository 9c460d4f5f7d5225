// When a poster may renew a job: from 3 days before its expiry until 30 days after it. The same
// window is in SQL (public.job_edit_allowed), which decides; this one only shows the button.

const dayMs = 86_400_000;
export const renewBeforeDays = 3;
export const renewAfterDays = 30;

/** An approved job within its renewal window. */
export function canRenew(status: string, expiresAt: Date, now: Date): boolean {
  if (status !== 'approved') return false;
  const t = now.getTime();
  return t >= expiresAt.getTime() - renewBeforeDays * dayMs && t <= expiresAt.getTime() + renewAfterDays * dayMs;
}
