// npm run check: astro check, ESLint and Prettier at the same time (they only read the tree), each
// one's output printed whole once it ends, so the three never interleave. Fails when any fails.
import { spawn } from 'node:child_process';

const checks: { name: string; command: string; args: string[] }[] = [
  { name: 'astro check', command: 'astro', args: ['check'] },
  { name: 'eslint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
  { name: 'prettier', command: 'prettier', args: ['--check', '.'] },
];

const run = ({ name, command, args }: (typeof checks)[number]) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    const output: Buffer[] = [];
    // npm puts node_modules/.bin first on the PATH.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let done = false;
    const finish = (code: number, note = '') => {
      if (done) return;
      done = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name} (${[command, ...args].join(' ')}): ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s${note}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('error', (error) => finish(1, `: ${error.message}`));
    child.on('close', (code) => finish(code ?? 1));
  });

const codes = await Promise.all(checks.map(run));
const failed = checks.filter((_, i) => codes[i] !== 0).map((c) => c.name);
if (failed.length > 0) console.error(`\ncheck: ${failed.join(', ')} failed`);
process.exit(failed.length > 0 ? 1 : 0);
