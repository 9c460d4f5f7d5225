/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user, set by src/middleware.ts; null for visitors. */
    user: import('./server/auth/types').SessionUser | null;
  }
}
