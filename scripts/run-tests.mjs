#!/usr/bin/env node
// Runs every Vitest project: the unit, server, end-to-end and visual projects in one process, then the
// Storybook project once per language, each in its own process so the languages cannot mix.
// Prints one closing line with the totals, `N passed, N failed, N skipped`, which CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const locales = (process.env.STORY_LOCALES ?? 'en,da,uk,de,fr').split(',').filter(Boolean);
const summaryDir = mkdtempSync(path.join(tmpdir(), 'vognpark-test-summary-'));
const extraArgs = process.argv.slice(2);

const runs = [
  { label: 'unit, server, end-to-end and visual projects', args: ['--project', '!storybook'], env: {} },
  ...locales.map((locale) => ({
    label: `stories in ${locale}`,
    args: ['--project', 'storybook'],
    env: { STORY_LOCALE: locale },
  })),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let anyRunFailed = false;
runs.forEach((run, index) => {
  const summaryFile = path.join(summaryDir, `${index}.json`);
  console.log(`\n=== ${run.label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...run.args, ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env, VOGNPARK_TEST_SUMMARY_FILE: summaryFile },
  });
  if (result.status !== 0) anyRunFailed = true;
  try {
    const counts = JSON.parse(readFileSync(summaryFile, 'utf8'));
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  } catch {
    // The run died before its reporter wrote anything: count it as a failure.
    totals.failed += 1;
  }
});
rmSync(summaryDir, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyRunFailed || totals.failed > 0 ? 1 : 0);
