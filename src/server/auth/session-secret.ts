import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProduction, readEnv } from '~/server/env';

let cached: Promise<string> | undefined;

const secretFile = () => path.join(readEnv().DATA_DIR, 'session-secret');

/**
 * SESSION_SECRET, or locally a secret generated once into DATA_DIR/session-secret. Production
 * without SESSION_SECRET fails (readEnv already refuses to start).
 */
export function sessionSecret(): Promise<string> {
  cached ??= loadSecret();
  return cached;
}

async function loadSecret(): Promise<string> {
  const env = readEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isProduction()) throw new Error('SESSION_SECRET is required in production (see .env.example).');
  const file = secretFile();
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

/** One line for `npm start`: where the session secret comes from. */
export async function describeSessionSecret(): Promise<string> {
  if (readEnv().SESSION_SECRET) return 'SESSION_SECRET';
  await sessionSecret();
  return `generated once into ${secretFile()} (set SESSION_SECRET to choose your own)`;
}
