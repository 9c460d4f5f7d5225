import { atom, onMount, type WritableAtom } from 'nanostores';

// A nanostores atom kept in localStorage and synced across tabs by the `storage` event (what
// @nanostores/persistent does, in the few lines this site needs). Storage that is absent (private
// mode, blocked cookies), full or corrupt never throws: the value then lives in memory only.

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Reading localStorage itself throws where the browser forbids it.
  }
}

export function persistentAtom<T>(
  key: string,
  initial: T,
  decode: (raw: string | null) => T,
  encode: (value: T) => string,
): WritableAtom<T> {
  const read = () => {
    try {
      return decode(storage()?.getItem(key) ?? null);
    } catch {
      return initial;
    }
  };
  const store = atom<T>(typeof window === 'undefined' ? initial : read());
  const set = store.set.bind(store);
  // False once a write failed: storage then holds less than memory and must not overwrite it.
  let persisted = true;
  store.set = (value: T) => {
    set(value);
    try {
      const area = storage();
      if (!area) throw new Error('localStorage is not available');
      area.setItem(key, encode(value));
      persisted = true;
    } catch (error) {
      persisted = false;
      console.warn(`${key} could not be kept in localStorage (full or blocked); it lasts until the page closes.`, error);
    }
  };
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    if (persisted) set(read()); // Another tab may have changed it while nothing listened.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
  return store;
}
