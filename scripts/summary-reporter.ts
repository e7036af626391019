/**
 * Counts the results of one Vitest run. Prints `N passed, N failed, N skipped` (the closing
 * line CI reads; Vitest's own summary is not in a form it recognises) and, when
 * scripts/run-tests.mjs asks for it, writes the counts to VOGNPARK_TEST_SUMMARY_FILE so the
 * totals of several runs can be added up, with the name and first error line of every failed test:
 * CI shows only the end of the output, so the end has to say what failed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const testModule of testModules) {
      const file = path.relative(process.cwd(), testModule.moduleId);
      const project = testModule.project.name;
      for (const testCase of testModule.children.allTests()) {
        const result = testCase.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          failures.push(
            `[${project}] ${file} > ${testCase.fullName}: ${firstLine(result.errors?.[0]?.message)}`,
          );
        } else counts.skipped += 1;
      }
      // A file that failed to load has no tests; it still failed.
      if (testModule.state() === 'failed' && testModule.children.size === 0) {
        counts.failed += 1;
        failures.push(`[${project}] ${file}: ${firstLine(testModule.errors()[0]?.message)}`);
      }
    }
    const summaryFile = process.env.VOGNPARK_TEST_SUMMARY_FILE;
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ ...counts, failures }));
    for (const failure of failures) process.stdout.write(`\nFAILED ${failure}`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no error message').split('\n')[0].slice(0, 300);
}
