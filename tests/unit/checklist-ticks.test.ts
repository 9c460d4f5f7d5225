import { describe, expect, it } from 'vitest';
import { checklistProgress, checklistStorageKey, parseTicks, serialiseTicks } from '~/lib/checklist-ticks';

const items = ['internet', 'camera', 'microphone', 'lighting'];

describe('parseTicks', () => {
  it.each([
    ['nothing stored', null, []],
    ['the stored ids', '{"v":1,"ticked":["camera","lighting"]}', ['camera', 'lighting']],
    ['an empty list', '{"v":1,"ticked":[]}', []],
    ['ids the checklist no longer has are dropped', '{"v":1,"ticked":["camera","old-item"]}', ['camera']],
    ['not JSON', 'camera,lighting', []],
    ['JSON of another shape', '["camera"]', []],
    ['another version', '{"v":2,"ticked":["camera"]}', []],
    ['a list with a non-string', '{"v":1,"ticked":["camera",3]}', []],
    ['null', 'null', []],
  ] as const)('%s', (_case, stored, expected) => {
    expect([...parseTicks(stored, items)].sort()).toEqual([...expected].sort());
  });
});

describe('serialiseTicks', () => {
  it('stores the ticked ids in the checklist order, whatever order they were ticked in', () => {
    expect(serialiseTicks(new Set(['lighting', 'internet']), items)).toBe('{"v":1,"ticked":["internet","lighting"]}');
  });

  it('leaves out ids the checklist does not have', () => {
    expect(serialiseTicks(new Set(['camera', 'stray']), items)).toBe('{"v":1,"ticked":["camera"]}');
  });

  it('round-trips through parseTicks', () => {
    const ticked = new Set(['microphone', 'camera']);
    expect(parseTicks(serialiseTicks(ticked, items), items)).toEqual(ticked);
  });
});

describe('checklistStorageKey and checklistProgress', () => {
  it('keys each checklist by its id', () => {
    expect(checklistStorageKey('virtual-interview')).toBe('gulfjobs:checklist:virtual-interview');
  });

  it.each([
    [0, 10, '0 of 10 done'],
    [3, 10, '3 of 10 done'],
    [10, 10, 'All 10 done: you are ready.'],
  ])('%i of %i reads "%s"', (done, total, text) => {
    expect(checklistProgress(done, total)).toBe(text);
  });
});
