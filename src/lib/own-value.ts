/**
 * The table's own entry for a key that comes from outside (a path segment, a query value, a
 * header, scraped text), never one every object inherits: `table['constructor']` is Object itself.
 */
export const ownValue = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** True when the table has its own entry for the key (not `constructor`, `__proto__`, `toString`…). */
export const hasOwnKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);
