import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { localAuthProvider } from './local-provider';
import type { AuthProvider } from './provider';
import { sessionSecret } from './session-secret';
import { sessionStore } from './sessions';
import { supabaseAuthProvider } from './supabase-provider';

let provider: Promise<AuthProvider> | undefined;

/** Supabase Auth when SUPABASE_URL is set, otherwise the local provider on our database. */
export function authProvider(): Promise<AuthProvider> {
  provider ??= createProvider();
  return provider;
}

async function createProvider(): Promise<AuthProvider> {
  const env = readEnv();
  if (env.SUPABASE_URL) {
    if (!env.SUPABASE_PUBLISHABLE_KEY) {
      throw new Error('SUPABASE_PUBLISHABLE_KEY is required when SUPABASE_URL is set (Supabase dashboard: Project settings → API Keys).');
    }
    return supabaseAuthProvider({
      url: env.SUPABASE_URL,
      publishableKey: env.SUPABASE_PUBLISHABLE_KEY,
      secretKey: env.SUPABASE_SECRET_KEY,
      sessions: sessionStore(db()),
    });
  }
  return localAuthProvider(db(), await sessionSecret());
}
