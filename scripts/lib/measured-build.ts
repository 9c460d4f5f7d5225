import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroBuildArgs } from '~/server/rebuild/build-site';

// A production build measured from outside: wall time, CPU and the peak resident memory of the
// build process (its VmHWM, read from /proc while it runs), then its published files.

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface MeasuredBuild {
  ms: number;
  /** Peak resident memory of the build process, in bytes (0 where /proc is missing). */
  peakRss: number;
}

const highWaterMark = async (pid: number): Promise<number> => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0; // the process has just ended
  }
};

/** Runs `astro build` into outDir with `env` on top of this process's, reading its memory's high-water mark every 100 ms. */
export async function measuredBuild(outDir: string, env: Record<string, string>): Promise<MeasuredBuild> {
  const started = performance.now();
  const child = spawn(process.execPath, astroBuildArgs, {
    cwd: projectRoot,
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peakRss = 0;
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 60) tail.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const poll = setInterval(() => {
    if (child.pid) void highWaterMark(child.pid).then((rss) => (peakRss = Math.max(peakRss, rss)));
  }, 100);
  try {
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`astro build exited with code ${code}:\n${tail.join('').split('\n').slice(-40).join('\n')}`)),
      );
    });
  } finally {
    clearInterval(poll);
  }
  return { ms: performance.now() - started, peakRss };
}

/** Every file under `dir` by its path relative to it, with its size and a hash of its bytes. */
export async function publishedFiles(dir: string): Promise<Map<string, { bytes: number; hash: string }>> {
  const files = new Map<string, { bytes: number; hash: string }>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    files.set(path.relative(dir, file), { bytes: (await stat(file)).size, hash: createHash('sha256').update(content).digest('hex') });
  }
  return files;
}

/** What changed from one build's files to the next: changed, added and removed paths. */
export function changedFiles(
  before: Map<string, { hash: string }>,
  after: Map<string, { hash: string }>,
): { changed: string[]; added: string[]; removed: string[] } {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [file, { hash }] of after) {
    const old = before.get(file);
    if (!old) added.push(file);
    else if (old.hash !== hash) changed.push(file);
  }
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return { changed, added, removed };
}
