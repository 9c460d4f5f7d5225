import type { Loader } from 'astro/loaders';
import { loadThesaurus, occupationsDir } from '~/server/occupations/load';

/**
 * The occupation thesaurus (content/occupations/*.yaml), one entry per occupation. Loading it
 * runs every check, the cross-file ones too (unique ids, narrower/broader ids exist), so a
 * malformed entry stops `astro build`, `astro check` and `astro sync` with the file and the fix.
 */
export function occupationsLoader(): Loader {
  return {
    name: 'occupations',
    load: async ({ store, parseData, watcher }) => {
      store.clear();
      for (const { file, ...occupation } of await loadThesaurus())
        store.set({ id: occupation.id, data: await parseData({ id: occupation.id, data: occupation }), filePath: file });
      watcher?.add(occupationsDir);
    },
  };
}
