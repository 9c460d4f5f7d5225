// localStorage and sessionStorage that never throw: absent (a server render), blocked (private
// mode, cookies off: even reading the property throws) or full storage reads as nothing and
// refuses writes, and the caller keeps the value in memory.

type Area = 'localStorage' | 'sessionStorage';

function storageArea(area: Area): Storage | undefined {
  try {
    return typeof globalThis[area] === 'undefined' ? undefined : globalThis[area];
  } catch {
    return undefined;
  }
}

/** The stored text, or null when there is none or storage cannot be read. */
export function readStored(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the text; false when storage is absent, blocked or full. */
export function writeStored(area: Area, key: string, value: string): boolean {
  try {
    const storage = storageArea(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
