#!/usr/bin/env node
// Runs every check of `npm test` in a few processes, TEST_JOBS (default 2, one per core of the
// build machines) at a time, in the order listed (about the longest first, so that the lanes end
// close together; CI's run of 2026-11-29 took server 495 s, stories 404 s, e2e 351 s, the rest
// 256 s: with e2e and the server in one lane that lane ran 846 s while the other idled from 660 s):
// - the server tests;
// - the stories in every language in one process (STORY_LOCALES, default all five): one browser
//   instance per language, each given its language through Vitest's provide/inject, so that all
//   of them share one Vite server and its transforms without mixing (see vitest.workspace.ts);
// - the end-to-end tests, one file at a time;
// - everything but the server, end-to-end and story projects (unit, tooling, consumer, visual);
// - the type check, ESLint and Prettier. They used to run before any test, each on one core while
//   the other idled (about 150 s of a clean run); beside the tests they fill the lanes' ends.
// Each run's output is printed whole when it ends, so runs never interleave. Prints one closing
// line with the totals, `N passed, N failed, N skipped`, which CI reads (a static check counts as
// one test).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const locales = (process.env.STORY_LOCALES ?? 'da,en,uk,de,fr').split(',').filter(Boolean);
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? Math.min(2, availableParallelism())));
const summaryDir = mkdtempSync(path.join(tmpdir(), 'vognpark-test-summary-'));
const extraArgs = process.argv.slice(2);

/** Projects that get a process of their own; one run takes every other project. */
const ownProcess = ['storybook', 'storybook-text-length', 'e2e', 'server'];

/**
 * The runs: a Vitest run has `args` for `vitest run`; a static check has a `command` of its own and
 * counts as one passed or failed test.
 */
const runs = [
  { label: 'server project', args: ['--project', 'server'], env: {} },
  ...(locales.length > 0
    ? [
        {
          label: `stories in ${locales.join(', ')}`,
          args: ['--project', 'storybook', '--project', 'storybook-text-length'],
          env: { STORY_LOCALES: locales.join(',') },
        },
      ]
    : []),
  { label: 'end-to-end project', args: ['--project', 'e2e'], env: {} },
  {
    label: 'unit, tooling, consumer and visual projects',
    args: [],
    env: { VOGNPARK_SKIP_PROJECTS: ownProcess.join(',') },
  },
  { label: 'type check (tsc -b)', command: ['node', 'node_modules/typescript-go/bin/tsc', '-b'], env: {} },
  { label: 'ESLint', command: ['npx', 'eslint', '--max-warnings=0', '.'], env: {} },
  { label: 'Prettier', command: ['npx', 'prettier', '--check', '.'], env: {} },
].filter((run) => !(process.env.VOGNPARK_SKIP_STATIC_CHECKS && run.command));

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const durations = [];

/** The last lines of a run's output, without colour codes. */
function tail(output, lines = 40) {
  const text = stripVTControlCharacters(Buffer.concat(output).toString('utf8'));
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
let anyRunFailed = false;

/** One run in its own process; resolves when it has ended and its output is printed. */
function execute(run, index) {
  const summaryFile = path.join(summaryDir, `${index}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...commandArgs] = run.command ?? ['npx', 'vitest', 'run', ...run.args, ...extraArgs];
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...run.env, VOGNPARK_TEST_SUMMARY_FILE: summaryFile },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n=== ${run.label} (${seconds} s) ===\n`);
      process.stdout.write(Buffer.concat(output));
      durations.push(`${run.label}: ${seconds} s`);
      if (code !== 0) anyRunFailed = true;
      if (run.command) {
        if (code === 0) totals.passed += 1;
        else {
          totals.failed += 1;
          failures.push(`${run.label}: exit code ${code}; its output ended:\n${tail(output)}`);
        }
        resolve();
        return;
      }
      try {
        const counts = JSON.parse(readFileSync(summaryFile, 'utf8'));
        for (const key of Object.keys(totals)) totals[key] += counts[key];
        failures.push(...counts.failures.map((failure) => `${run.label}: ${failure}`));
        if (code !== 0 && counts.failed === 0) {
          totals.failed += 1;
          // Every test passed but Vitest still failed the run (an unhandled error, a file that did
          // not load): CI shows only the end of the output, so repeat the run's own ending there.
          failures.push(
            `${run.label}: exit code ${code} with no failed test; its output ended:\n${tail(output)}`,
          );
        }
      } catch {
        // The run died before its reporter wrote anything: count it as a failure.
        totals.failed += 1;
        failures.push(`${run.label}: the run ended (exit code ${code}) before reporting its results`);
      }
      resolve();
    });
  });
}

let next = 0;
async function worker() {
  while (next < runs.length) {
    const index = next++;
    await execute(runs[index], index);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, runs.length) }, worker));
rmSync(summaryDir, { recursive: true, force: true });

// Repeated at the very end, where CI's excerpt of the output begins to read.
console.log(`\nDurations: ${durations.join('; ')}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyRunFailed || totals.failed > 0 ? 1 : 0);
