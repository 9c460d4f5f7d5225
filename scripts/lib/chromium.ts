import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { readEnv, type Env } from '../../src/server/env';

/** Debian's `chromium` package puts it here (apt-get install -y chromium). */
export const systemChromium = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Blink without the browser's own interface, which
 * Playwright itself runs headless by default. The full browser run headless starts renderers for its
 * own interface and took twice as long over the same 65 sweep pages (166 s against 83 s).
 */
export const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

export interface ChromiumChoice {
  /** The browser to launch; undefined means Playwright's own (npx playwright install chromium). */
  executablePath: string | undefined;
  /** Where it comes from, to print. */
  source: 'CHROMIUM_PATH' | 'system' | 'headless-shell' | 'playwright';
}

/**
 * The Chromium that end-to-end tests and benchmarks drive: CHROMIUM_PATH when set, else the
 * system's /usr/bin/chromium when there is one, else Playwright's own browser (macOS, Windows, or
 * a Linux without the package).
 */
export function chromiumChoice(
  env: Pick<Env, 'CHROMIUM_PATH'> = readEnv(),
  exists: (file: string) => boolean = existsSync,
): ChromiumChoice {
  if (env.CHROMIUM_PATH) return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  if (exists(systemChromium)) return { executablePath: systemChromium, source: 'system' };
  return { executablePath: undefined, source: 'playwright' };
}

/**
 * The browser of the end-to-end tests: CHROMIUM_PATH when set, else the system's headless shell when
 * there is one, else as chromiumChoice. Tools that need the whole browser (Lighthouse) keep that.
 */
export function e2eChromiumChoice(
  env: Pick<Env, 'CHROMIUM_PATH'> = readEnv(),
  exists: (file: string) => boolean = existsSync,
): ChromiumChoice {
  if (!env.CHROMIUM_PATH && exists(systemHeadlessShell)) return { executablePath: systemHeadlessShell, source: 'headless-shell' };
  return chromiumChoice(env, exists);
}

/** A path for tools that need one (Lighthouse): the choice, or where Playwright keeps its browser. */
export const chromiumPath = (choice: ChromiumChoice = chromiumChoice()): string => choice.executablePath ?? chromium.executablePath();

/** Why the chosen browser cannot start, or undefined when its file is there. */
export function missingChromium(choice: ChromiumChoice): string | undefined {
  const file = chromiumPath(choice);
  if (existsSync(file)) return undefined;
  return choice.source === 'CHROMIUM_PATH'
    ? `CHROMIUM_PATH is ${file}, but there is no file there. Point it at a Chromium or Chrome, or unset it.`
    : `No Chromium found: ${systemChromium} is absent and Playwright's browser is not installed. Run npx playwright install chromium (or apt-get install -y chromium, or set CHROMIUM_PATH).`;
}

/** One line saying which browser runs. */
export const describeChromium = (choice: ChromiumChoice): string =>
  choice.source === 'playwright'
    ? `Playwright's own Chromium (${chromiumPath(choice)})`
    : `${choice.executablePath} (${{ system: 'the system Chromium', 'headless-shell': 'the system Chromium headless shell', CHROMIUM_PATH: 'CHROMIUM_PATH' }[choice.source]})`;
