import { vi } from 'vitest';
import type { SessionUser } from '~/server/auth/types';
import { forgetEnv } from '~/server/env';
import { callFormAction } from './form-action';

/** A form's fields as the browser sends them (strings only). */
export function formData(fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return data;
}

/**
 * Calls a public form action as a browser at `from` would (the local proxy's X-Forwarded-For),
 * optionally signed in: `await sendForm(server.forms.contact, { … }, { from: '10.0.0.1' })`.
 */
export async function sendForm<T>(
  action: Parameters<typeof callFormAction<T>>[0],
  fields: Record<string, unknown>,
  options: { from?: string; user?: SessionUser | null } = {},
) {
  // A list of strings is posted as ticked checkboxes are: one field per value.
  const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
  const strings = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' || isList(value) ? value : JSON.stringify(value)]),
  );
  const { data, error } = await callFormAction(action, strings, {
    url: 'http://localhost:4321/_actions/forms',
    address: options.from ?? '10.0.0.1',
    user: options.user ?? null,
  });
  return { data, error };
}

/** The HTTP status an action's answer is sent with: 200 for data, the error's own otherwise. */
export const statusOf = (result: { error?: { status: number } | undefined }): number => result.error?.status ?? 200;

/**
 * Points the form actions at a test database: they read their dependencies (database, site
 * address, secret, team inbox) from the environment like the running site.
 */
export function formEnvironment(env: { databaseUrl: string; siteUrl: string; secret: string; inbox: string }): void {
  vi.stubEnv('DATABASE_URL', env.databaseUrl);
  vi.stubEnv('SITE_URL', env.siteUrl);
  vi.stubEnv('SESSION_SECRET', env.secret);
  vi.stubEnv('CONTACT_INBOX', env.inbox);
  forgetEnv();
}

/** "Too many attempts. Please wait 7 minutes before trying again." → 7 (the wait the visitor is told). */
export function minutesToWait(message: string): number {
  const match = /^Too many attempts\. Please wait (\d+) (minute|minutes|hours) before trying again\.$/.exec(message);
  if (!match) throw new Error(`not a too-many-attempts message: ${message}`);
  return Number(match[1]) * (match[2] === 'hours' ? 60 : 1);
}

/** Change environment variables mid-test, as a new process would see them (readEnv parses once). */
export function useEnv(variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  forgetEnv();
}
