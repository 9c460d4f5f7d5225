import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readEnv } from '~/server/env';

export interface SiteProcess {
  port: number;
  outDir: string;
  stop: () => Promise<void>;
  /** Resolves with what happened when the process ends without stop() (a crash); else never. */
  crashed: Promise<string>;
}

/**
 * Starts the standalone server of a build on 127.0.0.1:port and waits until it answers. `env` is
 * its environment on top of this process's (DATABASE_URL, SITE_URL… of the site it serves).
 */
export async function startSiteProcess(
  outDir: string,
  port: number,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
  entry = path.join(outDir, 'server', 'entry.mjs'),
): Promise<SiteProcess> {
  const child = spawn(process.execPath, [entry], {
    // SITE_URL as this process has it: unset, the server would take it from its own HOST and PORT.
    env: { ...process.env, SITE_URL: readEnv().SITE_URL, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const crashed = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`);
    });
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site server for ${outDir} exited with code ${child.exitCode} while starting.`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        stopping = true;
        child.kill('SIGKILL');
        throw new Error(`The site server for ${outDir} did not answer on port ${port} within ${timeoutMs / 1000} s.`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    outDir,
    crashed,
    stop: () => {
      stopping = true;
      return stopChild(child, exited);
    },
  };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
