import { createDb } from '~/server/db/client';

/**
 * Forgets every per-address counter. The whole e2e suite comes from 127.0.0.1, so without this a
 * spec's submissions count against the next spec's (the limits themselves are tested elsewhere).
 */
export async function resetRateLimits(): Promise<void> {
  const db = createDb(process.env.DATABASE_URL!, 1);
  try {
    await db.deleteFrom('form_rate_limits').execute();
  } finally {
    await db.destroy();
  }
}
