import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { recordJobsSnapshot } from '~/server/rebuild/queue';

const astroBin = fileURLToPath(new URL('../../../node_modules/astro/bin/astro.mjs', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * How `astro build` is started: with a heap limit. V8 sizes its heap to the machine and collects
 * late, so a build's memory grew with the pages it wrote though what it holds at once does not grow
 * with the board (src/server/jobs/README.md): a 100,000-job build (3,000 job pages) peaked at
 * 1.46-1.60 GB of RSS with V8's default, 1.11 GB with 1,024 MB, in the same time
 * (docs/benchmarks.md). 1,280 MB leaves room for a larger PRERENDER_JOB_PAGES (the default is 1,000).
 */
export const astroBuildArgs = ['--max-old-space-size=1280', astroBin, 'build'];

export interface BuildOptions {
  outDir: string;
  /** The build's environment on top of this process's (DATABASE_URL, SITE_URL… of the site being built). */
  env?: Record<string, string>;
  /** Print the build's output as it runs (the first build at start); otherwise only on failure. */
  verbose?: boolean;
}

/**
 * Runs `astro build` into outDir with the same Node that runs this process. First it records the
 * jobs snapshot: when this build read the public jobs, so the rebuild worker knows which expiries
 * the build has not seen yet (a job that expires while the build runs is rebuilt once more).
 */
export async function buildSite({ outDir, env = {}, verbose = false }: BuildOptions): Promise<{ ms: number }> {
  const started = Date.now();
  const databaseUrl = env.DATABASE_URL ?? readEnv().DATABASE_URL;
  // Without a database the jobs loader says so and loads none: there is nothing to snapshot.
  if (databaseUrl) await recordSnapshotIn(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, astroBuildArgs, {
      cwd: projectRoot,
      env: { ...process.env, SITE_URL: readEnv().SITE_URL, ...env, BUILD_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      if (verbose) process.stdout.write(chunk);
      tail.push(chunk.toString());
      if (tail.length > 60) tail.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({ ms: Date.now() - started });
      else reject(new Error(`astro build exited with code ${code}:\n${tail.join('').split('\n').slice(-40).join('\n')}`));
    });
  });
}

async function recordSnapshotIn(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl, 1);
  try {
    await recordJobsSnapshot(db);
  } finally {
    await db.destroy();
  }
}
