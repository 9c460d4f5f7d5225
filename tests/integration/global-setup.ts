import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { freePort } from '../helpers/free-port';

export const templateDatabase = 'gulf_jobs_template';

/**
 * One PostgreSQL for the whole run: the embedded one on a free port in a temporary folder, or
 * the server at DATABASE_URL when given. The migrations are applied once to a template database;
 * every test file then clones it (tests/helpers/database.ts), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  await migrate(templateUrl.toString());
  project.provide('databaseServerUrl', serverUrl);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}
