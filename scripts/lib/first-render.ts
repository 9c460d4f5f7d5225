import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { freePortOn } from '~/server/db/free-port';

// What an on-demand job page costs a fresh server process (a cold function): a new
// `node server/entry.mjs` of a build answers one job page first; the time from the process's start
// to the whole answer, and its memory after it.

export interface FirstRender {
  /** Every .mjs of the server bundle, and the largest one. */
  bundle: { bytes: number; largest: { name: string; bytes: number } };
  /** From spawning the process to the end of the first page's answer. */
  firstMs: number;
  /** Resident memory after the answer, and its peak. */
  rss: number;
  peak: number;
}

async function serverBundle(dir: string): Promise<FirstRender['bundle']> {
  let bytes = 0;
  let largest = { name: '', bytes: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    bytes += size;
    if (size > largest.bytes) largest = { name: entry.name, bytes: size };
  }
  return { bytes, largest };
}

/** The process's resident memory now and at its peak (Linux /proc), in bytes. */
function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the build in `outDir` afresh with `databaseUrl` and asks it for `/jobs/{slug}` first (a job the build did not prerender). */
export async function firstJobPage(outDir: string, databaseUrl: string, slug: string): Promise<FirstRender> {
  const bundle = await serverBundle(path.join(outDir, 'server'));
  const port = await freePortOn('127.0.0.1');
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(outDir, 'server', 'entry.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let response: Response | undefined;
    while (!response) {
      response = await fetch(`http://127.0.0.1:${port}/jobs/${slug}`).catch(async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
        // Polls for the port to open: the process's start is part of what is measured.
        await new Promise((r) => setTimeout(r, 20));
        return undefined;
      });
    }
    const html = await response.text();
    const firstMs = performance.now() - started;
    if (response.status !== 200 || !html.includes('application/ld+json')) throw new Error(`/jobs/${slug} answered ${response.status}`);
    return { bundle, firstMs, ...rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
  }
}
