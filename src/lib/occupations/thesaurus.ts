import { occupationFileSchema, type Occupation, type OccupationFile } from './schema';

/** An occupation with the category of the file it came from. */
export type ThesaurusEntry = Occupation & { category: OccupationFile['category']; file: string };

/** One problem an editor must fix, with the file it is in. */
export interface ThesaurusProblem {
  file: string;
  message: string;
}

/** Each file's parsed YAML checked against the schema; the problems name the file and the field. */
export function parseOccupationFiles(files: ReadonlyArray<{ file: string; data: unknown }>): {
  entries: ThesaurusEntry[];
  problems: ThesaurusProblem[];
} {
  const entries: ThesaurusEntry[] = [];
  const problems: ThesaurusProblem[] = [];
  for (const { file, data } of files) {
    const parsed = occupationFileSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ file, message: `${fieldName(data, issue.path)}: ${issue.message}` });
      continue;
    }
    for (const occupation of parsed.data.occupations) entries.push({ ...occupation, category: parsed.data.category, file });
  }
  return { entries, problems: [...problems, ...crossFileProblems(entries)] };
}

/** What one file cannot see alone: duplicate ids, and narrower/broader pointing nowhere or at itself. */
export function crossFileProblems(entries: readonly ThesaurusEntry[]): ThesaurusProblem[] {
  const problems: ThesaurusProblem[] = [];
  const firstFile = new Map<string, string>();
  for (const entry of entries) {
    const seen = firstFile.get(entry.id);
    if (seen !== undefined)
      problems.push({ file: entry.file, message: `${entry.id}: the id is also used in ${seen}; give one of them another id.` });
    else firstFile.set(entry.id, entry.file);
  }
  for (const entry of entries) {
    for (const [field, ids] of [
      ['narrower', entry.narrower],
      ['broader', entry.broader === undefined ? [] : [entry.broader]],
    ] as const) {
      for (const id of ids) {
        if (id === entry.id)
          problems.push({
            file: entry.file,
            message: `${entry.id}.${field}: an occupation cannot be ${field} than itself; remove "${id}".`,
          });
        else if (!firstFile.has(id))
          problems.push({
            file: entry.file,
            message: `${entry.id}.${field}: "${id}" is no occupation id; add an occupation with that id or correct the spelling.`,
          });
      }
    }
  }
  return problems;
}

/** The problems as one message for a failing build or sync. */
export function thesaurusErrorMessage(problems: readonly ThesaurusProblem[]): string {
  return [
    'The occupation thesaurus has problems (content/occupations/README.md):',
    ...problems.map((p) => `  ${p.file}: ${p.message}`),
  ].join('\n');
}

/** An issue's path as an editor finds it: the entry's id rather than its index ("nurse.ar.variants.1"). */
function fieldName(data: unknown, path: readonly PropertyKey[]): string {
  if (path[0] === 'occupations' && typeof path[1] === 'number') {
    const entry: unknown = (data as { occupations?: unknown[] }).occupations?.[path[1]];
    const id =
      typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string' ? entry.id : `occupation ${path[1] + 1}`;
    return [id, ...path.slice(2).map(String)].join('.');
  }
  return path.map(String).join('.') || '(file)';
}
