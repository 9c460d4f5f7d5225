import { z } from 'zod';

/** The sign-in form (spec 001 section 5): the island and the endpoint parse with this schema. */
export const signInSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  next: z.string().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What the browser learns about the signed-in user. */
export const publicUserSchema = z.object({
  email: z.string(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * Where to go after signing in: only a path on this site (never `//host` or a scheme), so a link
 * cannot bounce a fresh session to another site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  return next;
}
