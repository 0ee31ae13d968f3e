/**
 * One measured page load in Chromium under network throttling (bench/web.bench.ts): first and
 * largest contentful paint, the moment the page answers (its main control is on screen), and the
 * JavaScript that came over the network before that moment and in all.
 */
import type { BrowserContext, CDPSession } from "playwright-core";

/** Fast 3G as the issue gives it: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
export const FAST_3G = { downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, latencyMs: 150 } as const;

export type PageLoad = {
  fcpMs: number | null;
  lcpMs: number | null;
  /** When the page's main control (the search box, the profile header) was on screen. */
  interactiveMs: number;
  /** JavaScript responses that came over the network (not from the service worker or a cache). */
  jsRequests: number;
  jsBytesBeforeInteractive: number;
  jsBytes: number;
  /** Files fetched before interactive, largest first, as `name (bytes)`. */
  jsFiles: { name: string; bytes: number }[];
};

type Request = {
  url: string;
  wallStartMs: number;
  monoStart: number;
  isScript: boolean;
  isNetwork: boolean;
  finishedMs?: number;
  bytes?: number;
};

/** Watches a page's requests through the DevTools protocol, with their end times on the wall clock. */
function watchRequests(cdp: CDPSession): Map<string, Request> {
  const requests = new Map<string, Request>();
  cdp.on("Network.requestWillBeSent", (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      wallStartMs: event.wallTime * 1000,
      monoStart: event.timestamp,
      isScript: event.type === "Script" || /\.m?js(\?|$)/.test(event.request.url),
      isNetwork: true,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.isScript ||= event.type === "Script";
    request.isNetwork = !event.response.fromServiceWorker && !event.response.fromDiskCache;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.finishedMs = request.wallStartMs + (event.timestamp - request.monoStart) * 1000;
    request.bytes = event.encodedDataLength;
  });
  return requests;
}

/**
 * Installed before the page's own scripts: keeps the largest contentful paint and the moment
 * `selector` shows. A string, not a function: tsx would wrap a function in helpers the page lacks.
 */
function observePaints(selector: string): string {
  return `(() => {
    const bench = (window.__bench = { lcp: null, interactive: null });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    const check = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (bench.interactive === null && element && element.offsetParent !== null) bench.interactive = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  })();`;
}

/**
 * Opens `url` in a new page of `context` with the network throttled to Fast 3G, waits for
 * `selector` to show and the network to go quiet (at most `timeoutMs`), and returns the figures.
 */
export async function measurePageLoad(
  context: BrowserContext,
  url: string,
  selector: string,
  timeoutMs: number,
): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: FAST_3G.latencyMs,
      downloadThroughput: FAST_3G.downloadBitsPerSecond / 8,
      uploadThroughput: FAST_3G.uploadBitsPerSecond / 8,
    });
    const requests = watchRequests(cdp);
    await page.addInitScript({ content: observePaints(selector) });
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    await page.waitForFunction(
      () => (window as unknown as { __bench: { interactive: number | null } }).__bench.interactive !== null,
      undefined,
      { timeout: timeoutMs, polling: 50 },
    );
    await page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => undefined);
    const marks = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number | null; interactive: number } }).__bench;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      return { origin: performance.timeOrigin, fcp, lcp: bench.lcp, interactive: bench.interactive };
    });
    const interactiveAt = marks.origin + marks.interactive;
    const scripts = [...requests.values()].filter((r) => r.isScript && r.isNetwork && r.bytes !== undefined);
    const before = scripts.filter((r) => (r.finishedMs ?? Infinity) <= interactiveAt);
    const sum = (list: Request[]) => list.reduce((total, r) => total + (r.bytes ?? 0), 0);
    return {
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      interactiveMs: marks.interactive,
      jsRequests: scripts.length,
      jsBytesBeforeInteractive: sum(before),
      jsBytes: sum(scripts),
      jsFiles: before
        .map((r) => ({ name: new URL(r.url).pathname.replace(/^.*\//, ""), bytes: r.bytes ?? 0 }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await page.close();
  }
}
