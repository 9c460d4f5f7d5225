// npm run admin:create -- <email> [--password <password>]
// Creates an admin, or promotes an existing user to admin: in Supabase when SUPABASE_URL is set
// (with SUPABASE_SECRET_KEY), otherwise in the local database.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadDotEnv } from './lib/load-env';
import { readEnv } from '~/server/env';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { ensureDatabase, ownerUrlOf } from '~/server/db/local';
import { generatePassword } from '~/server/auth/local-admin';
import { localAuthProvider } from '~/server/auth/local-provider';
import { supabaseAuthProvider } from '~/server/auth/supabase-provider';

loadDotEnv();
const usage = 'Usage: npm run admin:create -- <email> [--password <at least 8 characters>]';
const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' } } });
const email = z.email().safeParse(positionals[0]?.trim().toLowerCase());
if (!email.success || positionals.length !== 1) {
  console.error(`${positionals[0] ? `"${positionals[0]}" is not an e-mail address.` : 'Give the e-mail address of the admin.'}\n${usage}`);
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 8) {
  console.error(`The password must be at least 8 characters.\n${usage}`);
  process.exit(2);
}
const password = values.password ?? generatePassword();
const env = readEnv();

let result: { created: boolean };
if (env.SUPABASE_URL) {
  if (!env.SUPABASE_SECRET_KEY) {
    console.error(
      'SUPABASE_SECRET_KEY is required to create admins in Supabase (Supabase dashboard: Project settings → API Keys, a secret key sb_secret_…).',
    );
    process.exit(2);
  }
  // Creating a user needs only the secret key; the publishable key is for signing in.
  result = await supabaseAuthProvider({
    url: env.SUPABASE_URL,
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY ?? '',
    secretKey: env.SUPABASE_SECRET_KEY,
  }).createOrPromoteAdmin(email.data, password);
  console.log(`Supabase (${env.SUPABASE_URL}):`);
} else {
  const database = await ensureDatabase();
  try {
    // The secret only signs sessions; creating a user does not need it.
    result = await localAuthProvider(dbFor(ownerUrlOf(database), 2), 'unused-for-admin-create-unused-for-admin').createOrPromoteAdmin(
      email.data,
      password,
    );
  } finally {
    await closeAllDbs();
    await database.stop();
  }
  console.log('Local database:');
}
console.log(
  result.created
    ? `  created admin ${email.data}\n  password: ${password}\n  Sign in at ${env.SITE_URL}/auth and keep the password somewhere safe.`
    : `  ${email.data} already existed and is now an admin (password unchanged).`,
);
