// npm run admin:remove -- <email>
// Takes the admin role from an account and ends every session of theirs at once (their cookies
// stop opening admin pages on the next request): in Supabase when SUPABASE_URL is set (with
// SUPABASE_SECRET_KEY and DATABASE_URL, where sessions are recorded), otherwise in the local database.
import { z } from 'zod';
import { loadDotEnv } from './lib/load-env';
import { readEnv } from '~/server/env';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { ensureDatabase, ownerUrlOf } from '~/server/db/local';
import { localAuthProvider } from '~/server/auth/local-provider';
import { sessionStore } from '~/server/auth/sessions';
import { supabaseAuthProvider } from '~/server/auth/supabase-provider';

loadDotEnv();
const usage = 'Usage: npm run admin:remove -- <email>';
const args = process.argv.slice(2).filter((a) => a !== '--');
const email = z.email().safeParse(args[0]?.trim().toLowerCase());
if (!email.success || args.length !== 1) {
  console.error(`${args[0] ? `"${args[0]}" is not an e-mail address.` : 'Give the e-mail address of the admin to remove.'}\n${usage}`);
  process.exit(2);
}
const env = readEnv();

let result: { removed: boolean };
if (env.SUPABASE_URL) {
  if (!env.SUPABASE_SECRET_KEY || !env.DATABASE_URL) {
    console.error(
      'SUPABASE_SECRET_KEY and DATABASE_URL are required to remove admins with Supabase Auth (the role lives in Supabase, the sessions in the database).',
    );
    process.exit(2);
  }
  try {
    result = await supabaseAuthProvider({
      url: env.SUPABASE_URL,
      publishableKey: env.SUPABASE_PUBLISHABLE_KEY ?? '',
      secretKey: env.SUPABASE_SECRET_KEY,
      sessions: sessionStore(dbFor(env.DATABASE_URL, 2)),
    }).removeAdmin(email.data);
  } finally {
    await closeAllDbs();
  }
} else {
  const database = await ensureDatabase();
  try {
    // The secret only signs sessions; removing an admin does not need it.
    result = await localAuthProvider(dbFor(ownerUrlOf(database), 2), 'unused-for-admin-remove-unused-for-admin').removeAdmin(email.data);
  } finally {
    await closeAllDbs();
    await database.stop();
  }
}
console.log(
  result.removed ? `${email.data} is no longer an admin; their sessions have ended.` : `${email.data} is not an admin: nothing changed.`,
);
