/**
 * The similar jobs of a job page from its neighbours of the same category and country in
 * publication order: `before` the ones published just before it (nearest first), `after` the ones
 * published just after it (nearest first). The nearest earlier ones come first; later ones only
 * fill a list that has fewer than `max`. Shown newest first.
 *
 * Why earlier ones: a job published later never enters the list of a page that already has `max`,
 * so an approval leaves every prerendered page of a full category and country byte-identical
 * (only a category and country with fewer than `max + 1` jobs gains it on its pages).
 */
export function nearestSimilar<T>(before: readonly T[], after: readonly T[], max = 4): T[] {
  const older = before.slice(0, max);
  const newer = after.slice(0, max - older.length);
  return [...newer.reverse(), ...older];
}
