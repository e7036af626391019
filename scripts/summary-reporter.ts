/**
 * Counts the results of one Vitest run. Prints `N passed, N failed, N skipped` (the closing
 * line CI reads; Vitest's own summary is not in a form it recognises) and, when
 * scripts/run-tests.mjs asks for it, writes the counts to VOGNPARK_TEST_SUMMARY_FILE so the
 * totals of several runs can be added up, with the name and first error line of every failed test:
 * CI shows only the end of the output, so the end has to say what failed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
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
      // A file that failed to load has no tests, and one whose hook failed (afterAll) may have
      // only passed tests; either way the file failed, and Vitest fails the run.
      const failedTests = [...testModule.children.allTests()].some(
        (test) => test.result().state === 'failed',
      );
      if (testModule.state() === 'failed' && !failedTests) {
        counts.failed += 1;
        failures.push(`[${project}] ${file}: ${firstLine(testModule.errors()[0]?.message)}`);
      }
    }
    // Errors outside any test (an unhandled rejection, a worker that crashed) fail the run too.
    for (const error of unhandledErrors) {
      counts.failed += 1;
      failures.push(`unhandled error: ${firstLine(error.message)}`);
    }
    if (reason === 'failed' && counts.failed === 0) {
      counts.failed += 1;
      failures.push('the run failed with every test passed (see the output above)');
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
