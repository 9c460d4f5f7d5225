import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/require-node.mjs';
import { chromiumChoice, e2eChromiumChoice } from '../../scripts/lib/chromium';

describe('nodeVersionProblem', () => {
  it.each([
    [
      '20.20.2',
      'start',
      'Gulf Jobs needs Node 22.12 or newer; this is Node 20.20.2. Install Node 22 (nvm install, which reads .nvmrc) and run npm start again.',
    ],
    [
      'v22.11.0',
      'build',
      'Gulf Jobs needs Node 22.12 or newer; this is Node 22.11.0. Install Node 22 (nvm install, which reads .nvmrc) and run npm run build again.',
    ],
    [
      '18.19.1',
      'test',
      'Gulf Jobs needs Node 22.12 or newer; this is Node 18.19.1. Install Node 22 (nvm install, which reads .nvmrc) and run npm test again.',
    ],
    ['22.12.0', 'start', null],
    ['22.23.3', 'dev', null],
    ['24.0.0', undefined, null],
  ])('Node %s running npm script %s', (version, script, message) => {
    expect(nodeVersionProblem(version, script)).toBe(message);
  });

  it('lets the Node that runs the npm scripts through (exit code 0, nothing printed)', () => {
    expect(execFileSync(process.execPath, ['scripts/require-node.mjs'], { encoding: 'utf8' })).toBe('');
  });
});

describe('chromiumChoice', () => {
  const has = (files: string[]) => (file: string) => files.includes(file);
  it.each([
    [{ CHROMIUM_PATH: '/opt/chrome/chrome' }, ['/usr/bin/chromium'], { executablePath: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' }],
    [{}, ['/usr/bin/chromium'], { executablePath: '/usr/bin/chromium', source: 'system' }],
    [{}, [], { executablePath: undefined, source: 'playwright' }],
  ])('%j with %j present', (env, files, choice) => {
    expect(chromiumChoice(env, has(files))).toEqual(choice);
  });
});

describe('e2eChromiumChoice', () => {
  const has = (files: string[]) => (file: string) => files.includes(file);
  it.each([
    [
      { CHROMIUM_PATH: '/opt/chrome/chrome' },
      ['/usr/bin/chromium-headless-shell'],
      { executablePath: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' },
    ],
    [
      {},
      ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'],
      { executablePath: '/usr/bin/chromium-headless-shell', source: 'headless-shell' },
    ],
    [{}, ['/usr/bin/chromium'], { executablePath: '/usr/bin/chromium', source: 'system' }],
    [{}, [], { executablePath: undefined, source: 'playwright' }],
  ])('%j with %j present', (env, files, choice) => {
    expect(e2eChromiumChoice(env, has(files))).toEqual(choice);
  });
});
