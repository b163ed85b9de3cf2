import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome (retries included).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(): void {
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
