#!/usr/bin/env node
// Makes sure PostgreSQL's server programs (initdb, pg_ctl, postgres) are on this machine before
// `npm test` needs them: the server tests start a throwaway cluster on loopback
// (packages/server/test/global-setup.ts). Uses Debian's package, like ensure-chromium.mjs.
import { findPostgresBin } from './lib/postgres.mjs';
import { aptInstall, canAptInstall } from './lib/system.mjs';

if (process.env.TEST_DATABASE_URL || findPostgresBin()) process.exit(0);

if (!process.env.PG_BIN && canAptInstall()) {
  console.log('PostgreSQL is missing: installing Debian\'s "postgresql" package (about 30 s)...');
  aptInstall(['postgresql']);
  if (findPostgresBin()) process.exit(0);
}

console.error(
  [
    'No PostgreSQL server programs (initdb, pg_ctl) found; the server tests run against a real PostgreSQL too.',
    'Install them with your package manager (Debian/Ubuntu: `sudo apt-get install postgresql`),',
    'or point PG_BIN at a folder holding initdb and pg_ctl, or set TEST_DATABASE_URL to a database',
    'the tests may create databases in, then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
