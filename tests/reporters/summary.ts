import path from 'node:path';
import type {FullConfig, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** How many of the slowest test files the closing lines list. */
const SLOWEST = 10;

/**
 * Prints the plain closing line CI reads ("N passed, N failed, N skipped"), after the slowest ten test files:
 * the time their tests took, summed over the workers (where a long run spends its time; the wall-clock time
 * of the run is shorter when both workers are busy).
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private rootDir = process.cwd();
  private readonly fileTimes = new Map<string, {ms: number; tests: number}>();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(this.rootDir, test.location.file);
    const entry = this.fileTimes.get(file) ?? {ms: 0, tests: 0};
    entry.ms += result.duration;
    entry.tests += 1;
    this.fileTimes.set(file, entry);
    // Count each test once, by its final outcome (retries included).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(): void {
    const slowest = [...this.fileTimes].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SLOWEST);
    if (slowest.length > 0) {
      console.log(`\nSlowest test files (time of their tests, all workers):`);
      for (const [file, {ms, tests}] of slowest) {
        console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file} (${tests} test${tests === 1 ? '' : 's'})`);
      }
    }
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
