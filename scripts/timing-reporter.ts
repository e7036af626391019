/**
 * Writes how long each test file and each test took to VOGNPARK_TEST_TIMINGS_FILE (JSON), when
 * set: `VOGNPARK_TEST_TIMINGS_FILE=/tmp/t.json npx vitest run --project app`. The figures behind
 * the README's "Tests" section; compare two runs of the same files back to back, since the
 * machine's load changes wall-clock times more than most changes do.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timingsFile = process.env.VOGNPARK_TEST_TIMINGS_FILE;
    if (!timingsFile) return;
    const files = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      return {
        project: testModule.project.name,
        file: path.relative(process.cwd(), testModule.moduleId),
        // Vitest's own split of a file's time: loading its modules, the setup files, the tests.
        duration: Math.round(diagnostic.duration),
        setup: Math.round(diagnostic.setupDuration),
        collect: Math.round(diagnostic.collectDuration),
        tests: [...testModule.children.allTests()].map((testCase) => ({
          name: testCase.fullName,
          duration: Math.round(testCase.diagnostic()?.duration ?? 0),
        })),
      };
    });
    const cpu = process.cpuUsage();
    writeFileSync(
      timingsFile,
      JSON.stringify({ mainProcessCpuMs: Math.round((cpu.user + cpu.system) / 1000), files }, null, 1),
    );
  }
}
