/// <reference types="astro/client" />
import type { SessionUser } from './server/auth/types';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user, set by src/middleware.ts; null for visitors. */
      user: SessionUser | null;
    }
  }
}
