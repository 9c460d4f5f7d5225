import { atom, onMount, type WritableAtom } from 'nanostores';
import { readStored, writeStored } from './browser-storage';

// A nanostores atom kept in localStorage and synced across tabs by the `storage` event (what
// @nanostores/persistent does, in the few lines this site needs). Storage that is absent (private
// mode, blocked cookies), full or corrupt never throws: the value then lives in memory only.

export function persistentAtom<T>(
  key: string,
  initial: T,
  decode: (raw: string | null) => T,
  encode: (value: T) => string,
): WritableAtom<T> {
  const read = () => {
    try {
      return decode(readStored('localStorage', key));
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
    persisted = writeStored('localStorage', key, encode(value));
    if (!persisted) console.warn(`${key} could not be kept in localStorage (full or blocked); it lasts until the page closes.`);
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
