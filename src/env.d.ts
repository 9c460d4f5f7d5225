/// <reference types="astro/client" />
import type { SessionUser } from './server/auth/types';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user, set by src/middleware.ts; null for visitors. */
      user: SessionUser | null;
      /** Set by a form action refused for too many attempts: the Retry-After the answer carries (src/server/http/form-actions.ts). */
      retryAfterSeconds?: number;
    }
  }
}
