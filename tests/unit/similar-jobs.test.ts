import { describe, expect, it } from 'vitest';
import { nearestSimilar } from '~/lib/jobs/similar';

// A job page's similar jobs from its neighbours in publication order (nearest first on each side):
// the earlier ones first, later ones only to fill the list; shown newest first.
describe('nearestSimilar', () => {
  it.each([
    { before: ['b1', 'b2', 'b3', 'b4', 'b5'], after: ['a1', 'a2'], max: 4, shown: ['b1', 'b2', 'b3', 'b4'] },
    { before: ['b1', 'b2'], after: ['a1', 'a2', 'a3'], max: 4, shown: ['a2', 'a1', 'b1', 'b2'] },
    { before: [], after: ['a1', 'a2', 'a3', 'a4', 'a5'], max: 4, shown: ['a4', 'a3', 'a2', 'a1'] },
    { before: ['b1'], after: [], max: 4, shown: ['b1'] },
    { before: [], after: [], max: 4, shown: [] },
    { before: ['b1', 'b2'], after: ['a1'], max: 1, shown: ['b1'] },
    { before: ['b1'], after: ['a1', 'a2'], max: 6, shown: ['a2', 'a1', 'b1'] },
  ])('$before before and $after after, at most $max: $shown', ({ before, after, max, shown }) =>
    expect(nearestSimilar(before, after, max)).toEqual(shown),
  );

  it('keeps a full list when a later job arrives (a new job leaves older pages as they were)', () => {
    const before = ['b1', 'b2', 'b3', 'b4'];
    expect(nearestSimilar(before, ['a1'])).toEqual(nearestSimilar(before, ['a1', 'a2', 'new']));
  });

  it('does not change the lists it is given', () => {
    const after = ['a1', 'a2'];
    nearestSimilar([], after);
    expect(after).toEqual(['a1', 'a2']);
  });
});
