import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'yaml';
import { parseOccupationFiles, thesaurusErrorMessage, type ThesaurusEntry } from '~/lib/occupations/thesaurus';

export const occupationsDir = fileURLToPath(new URL('../../../content/occupations/', import.meta.url));

/** Every content/occupations/*.yaml file, checked; throws with each file and its fix when any entry is malformed. */
export async function loadThesaurus(dir = occupationsDir): Promise<ThesaurusEntry[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join('content/occupations', name);
      try {
        return { file, data: parse(await readFile(path.join(dir, name), 'utf8')) as unknown };
      } catch (error) {
        throw new Error(`${file} is not valid YAML: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  const { entries, problems } = parseOccupationFiles(files);
  if (problems.length > 0) throw new Error(thesaurusErrorMessage(problems));
  return entries;
}
