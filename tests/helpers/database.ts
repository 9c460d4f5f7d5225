import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '~/server/db/client';
import { appRole } from '~/server/db/urls';
import { templateDatabases, type GrantMode } from './grant-modes';

export interface TestDatabase {
  url: string;
  db: Db;
  /** Drops the database; call in afterAll. */
  drop: () => Promise<void>;
}

/**
 * A new database cloned from the migrated template: real PostgreSQL, with RLS, triggers and
 * seed-free tables. Each test file takes its own. With 'supabase-default' the API roles also hold
 * what a Supabase project's legacy default privileges give them (tests/fixtures).
 */
export async function freshDatabase(grants: GrantMode = 'explicit'): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabases[grants]}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 60);
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** One password for the login role in every test file: the role is cluster-wide, so files must agree. */
const appRolePassword = 'app-role-test-password-0123456789';

/** The test database's URL as the app logs in (gulf_jobs_app), its password set first. */
export async function appRoleUrl(t: TestDatabase): Promise<string> {
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  await admin.query(`alter role ${appRole} with password '${appRolePassword}'`);
  await admin.end();
  const url = new URL(t.url);
  url.username = appRole;
  url.password = appRolePassword;
  return url.toString();
}
