import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistentAtom } from '~/stores/persistent-atom';

// The atom over localStorage, in a stand-in browser: a window that dispatches `storage` events
// and a storage that may be absent, throw or hold anything.

class FakeStorage {
  values = new Map<string, string>();
  full = false;
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.values.set(key, value);
  };
}

const decode = (raw: string | null): number[] => {
  const value: unknown = raw === null ? [] : JSON.parse(raw);
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
};
const encode = (value: number[]) => JSON.stringify(value);

function browser(storage: FakeStorage | 'blocked') {
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  if (storage === 'blocked')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  else vi.stubGlobal('localStorage', storage);
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('persistentAtom', () => {
  it('starts from storage and writes every change back', () => {
    const storage = new FakeStorage();
    storage.values.set('k', '[1,2]');
    browser(storage);
    const store = persistentAtom('k', [], decode, encode);
    expect(store.get()).toEqual([1, 2]);
    store.set([3]);
    expect(storage.values.get('k')).toBe('[3]');
  });

  it('reads corrupt storage as the initial value', () => {
    const storage = new FakeStorage();
    storage.values.set('k', '{not json');
    browser(storage);
    expect(persistentAtom('k', [7], decode, encode).get()).toEqual([7]);
  });

  it('keeps the value in memory when storage is full or blocked', () => {
    const storage = new FakeStorage();
    storage.full = true;
    browser(storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = persistentAtom('k', [], decode, encode);
    full.set([1]);
    expect(full.get()).toEqual([1]);
    expect(warn).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();

    browser('blocked');
    const blocked = persistentAtom('k', [], decode, encode);
    expect(blocked.get()).toEqual([]);
    blocked.set([2]);
    expect(blocked.get()).toEqual([2]);
    warn.mockRestore();
  });

  it('follows another tab through the storage event while subscribed', () => {
    const storage = new FakeStorage();
    const win = browser(storage);
    const store = persistentAtom('k', [], decode, encode);
    const seen: (readonly number[])[] = [];
    const stop = store.subscribe((value) => seen.push(value));
    storage.values.set('k', '[5]');
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'k' }));
    storage.values.set('other', '[9]');
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(store.get()).toEqual([5]);
    expect(seen).toEqual([[], [5]]);
    stop();
  });
});
