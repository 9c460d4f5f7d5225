import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { bootstrapIfPlainPostgres, migrate } from '~/server/db/migrate';
import { freePort } from '../helpers/free-port';
import { grantModes, templateDatabases } from '../helpers/grant-modes';

const supabaseDefaultGrants = new URL('../fixtures/supabase-default-grants.sql', import.meta.url);

/**
 * One PostgreSQL for the whole run: the embedded one on a free port in a temporary folder, or
 * the server at DATABASE_URL when given. The migrations are applied once to a template database
 * per grant mode; every test file then clones one (tests/helpers/database.ts), so files never see
 * each other's rows.
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
  for (const mode of grantModes) {
    const name = templateDatabases[mode];
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${name}`;
    if (mode === 'supabase-default') {
      const client = new pg.Client({ connectionString: templateUrl.toString() });
      await client.connect();
      await bootstrapIfPlainPostgres(client); // the roles, before the project's default grants
      await client.query(await readFile(supabaseDefaultGrants, 'utf8'));
      await client.end();
    }
    await migrate(templateUrl.toString());
  }
  project.provide('databaseServerUrl', serverUrl);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}
