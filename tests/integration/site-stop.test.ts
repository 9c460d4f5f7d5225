import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { LocalSite } from '../../scripts/lib/local-site/local-site';

// Stopping the local site while a rebuild writes its files: stop() waits for the rebuild, so the
// caller can remove the builds folder at once (the e2e run's teardown failed with ENOTEMPTY when a
// rebuild was still writing), and no server of a swapped-out build is left running.

const server = `
import http from 'node:http';
http.createServer((req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT), process.env.HOST);
`;

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('stopping the local site', () => {
  it('waits for a rebuild under way, stops every server, and leaves a folder that can be removed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-site-stop-'));
    dirs.push(dir);
    let writing = false;
    const build = async (outDir: string) => {
      writing = true;
      await mkdir(path.join(outDir, 'server'), { recursive: true });
      await writeFile(path.join(outDir, 'server', 'entry.mjs'), server);
      // A build that is still writing files for a while.
      for (let i = 0; i < 20; i++) {
        await mkdir(path.join(outDir, 'client', `part-${i}`), { recursive: true });
        await writeFile(path.join(outDir, 'client', `part-${i}`, 'index.html'), '<h1>page</h1>');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      writing = false;
      return { ms: 0 };
    };
    const port = await freePort();
    const site = new LocalSite({ buildsDir: path.join(dir, 'builds'), host: '127.0.0.1', port, build });
    await site.start();
    const first = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    void site.rebuild();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writing).toBe(true);

    await site.stop();
    expect(writing).toBe(false);
    await rm(path.join(dir, 'builds'), { recursive: true });
    expect(await readdir(dir)).toEqual([]);
    // The first build's server was swapped out by the rebuild and stopped with the site.
    expect(() => process.kill(first, 0)).toThrow();
  });
});
