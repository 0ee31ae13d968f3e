/** The closing count of `npm test`, read from the test runners' JSON reports. */
export type Counts = { passed: number; failed: number; flaky: string[] };

type VitestReport = { numPassedTests: number; numFailedTests: number };

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
};

export function vitestCounts(report: VitestReport): Counts {
  return { passed: report.numPassedTests, failed: report.numFailedTests, flaky: [] };
}

/**
 * A test that failed and then passed on a retry (Playwright's "flaky") counts as failed: a test
 * that passes only sometimes does not prove what it says.
 */
export function playwrightCounts(report: PlaywrightReport): Counts {
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected + flaky, flaky: flakyTitles(report.suites ?? []) };
}

function flakyTitles(suites: readonly PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === "flaky"))
      .map((spec) => `${spec.file}: ${spec.title}`),
    ...flakyTitles(suite.suites ?? []),
  ]);
}
