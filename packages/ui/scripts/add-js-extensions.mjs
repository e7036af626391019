#!/usr/bin/env node
/**
 * Post-build step of `npm run build -w @vognpark/ui`: gives every relative import in dist a full
 * file name (`./Avatar` -> `./Avatar/index.js`, `./tokens` -> `./tokens.js`), in the JavaScript and
 * in the declaration files.
 *
 * It also imports `styled` by name from styled-components (see below).
 *
 * Why: the sources use extensionless imports (moduleResolution "bundler"), which bundlers resolve
 * but Node's ESM loader and TypeScript's "node16"/"nodenext" resolution do not. With full names the
 * published dist works in Vite, webpack, Rollup, plain Node (SSR, tests) and every TypeScript
 * resolution mode. TypeScript cannot do this itself without extensions in the sources.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder to fix: the package's dist, or the one named on the command line (the consumer test's). */
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
);

// `from './x'`, `import './x'`, `import('./x')`, `export * from "../x"`: the quoted relative specifier.
const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The full specifier for `spec` imported from `file`, or `spec` unchanged when it has one. */
function resolveSpecifier(file, spec, isDeclaration) {
  if (/\.(m?js|json|css)$/.test(spec)) return spec;
  const base = path.resolve(path.dirname(file), spec);
  const probe = (candidate) =>
    existsSync(candidate + '.js') || (isDeclaration && existsSync(candidate + '.d.ts'));
  if (probe(base)) return `${spec}.js`;
  if (probe(path.join(base, 'index'))) return `${spec.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(dist, file)}: cannot resolve "${spec}" in dist`);
}

// styled-components 6 publishes no "exports" map, so Node's ESM loader gets its CommonJS build,
// whose default export is the module object, not `styled`. Its named export `styled` is the same
// function in every loader, so the built files import that one.
// `import styled, { type X }` compiles to `import styled, {} from …`: the braces may be empty.
const styledDefaultPattern = /^import styled(, \{\s*([^}]*?)\s*\})? from 'styled-components';$/gm;

let changed = 0;
for (const file of walk(dist)) {
  const isDeclaration = file.endsWith('.d.ts');
  if (!isDeclaration && !file.endsWith('.js')) continue;
  const text = readFileSync(file, 'utf8');
  let next = text.replace(
    specifierPattern,
    (_match, lead, quote, spec) => `${lead}${quote}${resolveSpecifier(file, spec, isDeclaration)}${quote}`,
  );
  if (!isDeclaration) {
    next = next.replace(styledDefaultPattern, (_match, _names, names) =>
      names
        ? `import { styled, ${names.trim()} } from 'styled-components';`
        : `import { styled } from 'styled-components';`,
    );
  }
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(
  `add-js-extensions: full import paths in ${changed} files of ${path.relative(process.cwd(), dist) || 'dist'}`,
);
