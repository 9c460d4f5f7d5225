import type { Loader } from 'astro/loaders';
import { createDb } from '~/server/db/client';
import { isProduction, readEnv } from '~/server/env';
import { allSeoOverrides } from '~/server/seo/queries';
import type { StoredSeoOverride } from '~/lib/seo/overrides';

/**
 * The admins' SEO overrides (/admin/seo-settings), read as the visitor, one entry per page path
 * (the entry id), on its own connection that it closes when done.
 */
export function seoOverridesLoader(): Loader {
  return {
    name: 'seo-overrides',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const override of await storedOverrides())
        store.set({ id: override.path, data: await parseData({ id: override.path, data: override }) });
      // Most builds have no override, and Astro warns "does not exist or is empty" at every
      // getCollection() of a collection it never stored an entry in (once per page here): store
      // one and take it out again, so the collection exists, empty.
      if (store.keys().length === 0) {
        store.set({ id: 'none', data: {} });
        store.delete('none');
      }
    },
  };
}

async function storedOverrides(): Promise<StoredSeoOverride[]> {
  const url = readEnv().DATABASE_URL;
  if (!url) {
    if (isProduction()) throw new Error('DATABASE_URL is required to apply the SEO overrides (see README "Configuration").');
    console.warn('seoOverrides: DATABASE_URL is not set, so pages keep their built-in metadata.');
    return [];
  }
  const db = createDb(url, 1);
  try {
    return await allSeoOverrides(db);
  } finally {
    await db.destroy();
  }
}
