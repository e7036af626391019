/**
 * Running one area's bench part alone: `node bench/areas/<file>.mjs` measures, saves the figures
 * to a temp file, and replaces only that part's section of BENCHMARKS.md (or of BENCH_OUT);
 * `--report <file.json>` re-renders a saved run without measuring.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootDir } from '../lib.mjs';

/** Whether the module at `moduleUrl` is the script node was started with. */
export function isMain(moduleUrl) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

/** Replaces (or appends) the section whose first line is `heading` in `text`. */
export function replaceSection(text, heading, section) {
  const start = text.indexOf(`\n${heading}\n`);
  const next = start === -1 ? -1 : text.indexOf('\n## ', start + heading.length);
  return start === -1
    ? `${text.trimEnd()}\n\n${section}`
    : `${text.slice(0, start)}\n${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
}

export async function runPartAlone(part) {
  const saved = process.argv.indexOf('--report');
  const loadAtStart = loadavg();
  const result =
    saved > 0
      ? JSON.parse(await readFile(process.argv[saved + 1], 'utf8'))
      : { ...(await part.measure({ log: console.log })), measuredAt: new Date().toISOString(), loadAtStart };
  await writeFile(path.join(tmpdir(), `vognpark-bench-${part.name}.json`), JSON.stringify(result, null, 2));
  const { summary, lines } = part.report(result);
  const when = result.measuredAt ? result.measuredAt.replace('T', ' ').slice(0, 16) : '?';
  const load = (result.loadAtStart ?? []).map((l) => l.toFixed(1)).join(', ');
  const section = [
    ...lines.slice(0, 2),
    `Measured by \`BENCH_ONLY=${part.name}\` (\`node bench/areas/${part.name}.mjs\`) on ${when} UTC (load average ${load} at the start; the rest of this file is from the run named at the top).`,
    '',
    '| Figure | value | baseline | ratio | budget | |',
    '| --- | ---: | --- | ---: | --- | --- |',
    ...summary.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...lines.slice(2),
  ].join('\n');
  const file = path.resolve(rootDir, process.env.BENCH_OUT ?? 'BENCHMARKS.md');
  const text = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const prettier = await import('prettier');
  await writeFile(
    file,
    await prettier.format(replaceSection(text, lines[0], section), {
      ...(await prettier.resolveConfig(file)),
      filepath: file,
    }),
  );
  console.log(section);
}
