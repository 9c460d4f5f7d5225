import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const astroBin = fileURLToPath(new URL('../../../node_modules/astro/bin/astro.mjs', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface BuildOptions {
  outDir: string;
  /** Extra environment for the build (DATABASE_URL is read from this process's environment). */
  env?: NodeJS.ProcessEnv;
  /** Print the build's output as it runs (the first build at start); otherwise only on failure. */
  verbose?: boolean;
}

/** Runs `astro build` into outDir with the same Node that runs this process. */
export function buildSite({ outDir, env, verbose = false }: BuildOptions): Promise<{ ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
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
