/// <reference types="astro/client" />
import type { SessionUser } from './server/auth/types';
import type { AlertFilters, AlertFrequency } from './lib/alerts/filters';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor first reaches for the island (src/islands/hydrate-on-use.ts); 'built': a prerendered listing's. */
    'client:use'?: boolean | 'built';
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user, set by src/middleware.ts; null for visitors. */
      user: SessionUser | null;
      /** Set by an action that refused for a while (sign-in limits): the middleware sends it as `retry-after`. */
      retryAfterSeconds?: number;
      /** Set by a job-alert sign-up: the search and frequency it saved, for the page after a post without JavaScript. */
      savedAlert?: { filters: AlertFilters; frequency: AlertFrequency };
    }
  }
}
