import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { hashPassword } from './local-provider';
import { sessionStore } from './sessions';

export interface LocalAdmin {
  email: string;
  password: string;
}

/** A readable random password: 4 groups of 5 letters and digits. */
export const generatePassword = (): string =>
  Array.from({ length: 4 }, () => randomBytes(5).toString('base64url').replace(/[-_]/g, 'x').slice(0, 5)).join('-');

/**
 * The admin `npm start` prints: LOCAL_ADMIN_EMAIL (admin@gulfjobs.local) with the password kept in
 * DATA_DIR/admin-password, generated on first start. Every start makes sure the account exists,
 * is an admin and accepts that password, so the printed sign-in always works (repairing the
 * password ends the account's sessions, as any password change does).
 */
export async function ensureLocalAdmin(db: Db, env = readEnv()): Promise<LocalAdmin> {
  const email = env.LOCAL_ADMIN_EMAIL;
  const password = await storedPassword(path.join(env.DATA_DIR, 'admin-password'));
  const existing = await db
    .selectFrom('auth.users')
    .select(['id', 'encrypted_password'])
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  const passwordMatches = existing?.encrypted_password ? await bcrypt.compare(password, existing.encrypted_password) : false;
  if (!existing) {
    await db
      .insertInto('auth.users')
      .values({
        email,
        encrypted_password: await hashPassword(password),
        email_confirmed_at: new Date(),
        raw_app_meta_data: sql`'{"provider":"email","role":"admin"}'::jsonb`,
      })
      .execute();
  } else {
    await db
      .updateTable('auth.users')
      .set({
        raw_app_meta_data: sql`raw_app_meta_data || '{"role":"admin"}'::jsonb`,
        ...(passwordMatches ? {} : { encrypted_password: await hashPassword(password) }),
        updated_at: new Date(),
      })
      .where('id', '=', existing.id)
      .execute();
    // The password was changed back to the printed one: sessions signed in with another end.
    if (!passwordMatches) await sessionStore(db).endAllOf(existing.id);
  }
  return { email, password };
}

async function storedPassword(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 12) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = generatePassword();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
