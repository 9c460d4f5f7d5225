import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';

export const coachingRequestsPageSize = 25;

/** Coaching requests for the admin screen, newest first, read as the admin (RLS: only admins may). */
export async function coachingRequestsForAdmin(db: Db, admin: SessionUser, page: number) {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const rows = await trx
      .selectFrom('coaching_requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(coachingRequestsPageSize)
      .offset((page - 1) * coachingRequestsPageSize)
      .execute();
    const { n } = await trx
      .selectFrom('coaching_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  });
}
