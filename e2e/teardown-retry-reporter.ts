/**
 * CI retries a test once (playwright.config.ts) for one reason only: Chromium now and then never
 * finishes closing a browser context after a test has passed ("Tearing down \"context\" exceeded the
 * test timeout"), about once in 300 tests, in a different test each time. A test that passes only on
 * its retry for any other reason is a flaky test, and this reporter fails the run for it, naming it.
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const TEARDOWN_HANG = /Tearing down "context" exceeded/;

export default class TeardownRetryReporter implements Reporter {
  /** Tests whose first attempt failed for a reason other than the teardown hang. */
  private readonly flaky = new Map<string, string>();
  private readonly retriedForTeardown: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0 || result.status === "passed" || result.status === "skipped") return;
    const messages = result.errors.map((e) => e.message ?? "").join("\n");
    const title = test.titlePath().filter(Boolean).join(" › ");
    if (TEARDOWN_HANG.test(messages) && result.errors.every((e) => TEARDOWN_HANG.test(e.message ?? ""))) this.retriedForTeardown.push(title);
    else this.flaky.set(title, messages.split("\n")[0] ?? "");
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult["status"] } | undefined> {
    for (const title of this.retriedForTeardown) console.log(`retried after Chromium's context teardown hang: ${title}`);
    if (result.status !== "passed" || this.flaky.size === 0) return undefined;
    for (const [title, message] of this.flaky) console.log(`failed on its first attempt, so the run fails (only a teardown hang may be retried): ${title}\n  ${message}`);
    return { status: "failed" };
  }
}
