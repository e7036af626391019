/**
 * Counts the results of one Vitest run. Prints `N passed, N failed, N skipped` (the closing
 * line CI reads; Vitest's own summary is not in a form it recognises) and, when
 * scripts/run-tests.mjs asks for it, writes the counts to VOGNPARK_TEST_SUMMARY_FILE so the
 * totals of several runs can be added up.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load has no tests; it still failed.
      if (testModule.state() === 'failed' && testModule.children.size === 0) counts.failed += 1;
    }
    const summaryFile = process.env.VOGNPARK_TEST_SUMMARY_FILE;
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify(counts));
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
