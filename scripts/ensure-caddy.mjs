#!/usr/bin/env node
// Makes sure Caddy is on this machine before the server tests need it: deploy.test.ts runs the
// reverse proxy of deploy/ (Caddyfile) in front of two real instances. Uses Debian's package,
// like ensure-postgres.mjs.
import { findCaddy } from './lib/caddy.mjs';
import { aptInstall, canAptInstall } from './lib/system.mjs';

if (findCaddy()) process.exit(0);

if (!process.env.CADDY_BIN && canAptInstall()) {
  console.log('Caddy is missing: installing Debian\'s "caddy" package (about 10 s)...');
  aptInstall(['caddy']);
  if (findCaddy()) process.exit(0);
}

console.error(
  [
    "No Caddy found; the server tests check the deployment's reverse proxy (deploy/Caddyfile) with it.",
    'Install it with your package manager (Debian/Ubuntu: `sudo apt-get install caddy`),',
    'or point CADDY_BIN at the binary, then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
