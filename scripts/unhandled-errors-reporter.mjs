// A vitest reporter for `npm test` (scripts/test.mjs): writes the run's unhandled errors (an error thrown outside any
// test, after it ended, or an unhandled rejection) to the file named by UNHANDLED_ERRORS_FILE. Vitest fails the
// run for them but its JSON report has no place for them, so the closing summary could not say what failed.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? error).split('\n')[0],
      // Which test file it came from, when vitest knows (a test or a file that was running).
      where: error.testPath ?? error.VITEST_TEST_PATH ?? error.VITEST_TEST_NAME ?? error.stacks?.[0]?.file ?? null,
    }));
    writeFileSync(file, JSON.stringify(errors, null, 2));
  }
}
