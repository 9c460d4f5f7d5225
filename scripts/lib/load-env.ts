import { existsSync } from 'node:fs';
import { localDefaultsUsed, type Env } from '~/server/env';

/**
 * Loads .env from the project root when there is one (variables already set win), then drops
 * every empty variable: `KEY=` means unset, so `cp .env.example .env` gives the local defaults
 * (an empty SESSION_SECRET= generates a local secret instead of failing its length check).
 */
export function loadDotEnv(file = '.env', env: NodeJS.ProcessEnv = process.env): void {
  if (existsSync(file)) process.loadEnvFile(file);
  dropEmptyVariables(env);
}

/** Deletes the variables whose value is empty or only spaces. */
export function dropEmptyVariables(env: NodeJS.ProcessEnv): void {
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value.trim() === '') delete env[key];
}

/** Prints the documented local defaults this run relies on (nothing in production, nothing when all are set). */
export function printLocalDefaults(env: Env): void {
  const lines = localDefaultsUsed(process.env, env);
  if (lines.length > 0) console.log(`environment: local defaults (README "Configuration"):\n  ${lines.join('\n  ')}`);
}
