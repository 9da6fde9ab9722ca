import { writeFileSync } from 'node:fs';

/**
 * A Vitest reporter for `npm test`'s closing table: when each test file started and ended on the wall
 * clock, under its project's name (the API files run under two projects, one per database), and each
 * project's counts. Written to the file named by VITEST_TIMING_FILE when the run ends.
 */
export default class TimingReporter {
  started = new Map();
  files = [];

  onTestModuleStart(testModule) {
    this.started.set(testModule, Date.now());
  }

  onTestModuleEnd(testModule) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file that fails to load has no tests, and fails all the same.
    if (testModule.state() === 'failed' && counts.failed === 0) counts.failed = 1;
    this.files.push({
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      start: this.started.get(testModule) ?? Date.now(),
      end: Date.now(),
      ...counts,
    });
  }

  onTestRunEnd() {
    if (process.env.VITEST_TIMING_FILE)
      writeFileSync(process.env.VITEST_TIMING_FILE, JSON.stringify(this.files));
  }
}
