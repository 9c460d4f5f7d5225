import { existsSync } from 'node:fs';

/** Loads .env from the project root when there is one (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
