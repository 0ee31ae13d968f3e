import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { mentionedNames } from "./company-mentions.ts";
import { feedDay, parseFeed } from "./feed-parser.ts";

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "tests", "fixtures", "news", name), "utf8");

describe("the news feed parser", () => {
  it("reads an RSS 2.0 feed: title, link, guid (else the link), date; CDATA and entities; no external entity", () => {
    const feed = parseFeed(fixture("rss-sample.xml"));
    expect(feed.title).toBe("Harbour Business Wire");
    expect(feed.items).toEqual([
      {
        guid: "hbw-1001",
        title: "Feedwell Logistics Inc. opens a new depot in Rotterdam",
        link: "https://news.example.test/2026/11/feedwell-depot",
        publishedOn: "2026-11-24",
      },
      {
        guid: "https://news.example.test/2026/11/orbit-results",
        title: "Quarterly results: Orbit Paper Mills beats forecasts & raises dividend",
        link: "https://news.example.test/2026/11/orbit-results",
        publishedOn: "2026-11-23",
      },
      // The declared external entity stays as written: nothing was read from the disk.
      {
        guid: "hbw-1003",
        title: "Apple harvest is late this year &secret;",
        link: "https://news.example.test/2026/11/apples",
        publishedOn: null,
      },
    ]);
  });

  it("reads an Atom feed: the alternate link, the id, the published date (else updated)", () => {
    const feed = parseFeed(fixture("atom-sample.xml"));
    expect(feed.title).toBe("Inland Markets Daily");
    expect(feed.items).toEqual([
      {
        guid: "urn:uuid:6c2f8a5e-1111-4c8e-9a59-000000000077",
        title: "Feedwell Logistics Inc. signs a rail contract",
        link: "https://markets.example.test/feedwell-rail",
        publishedOn: "2026-11-25",
      },
      {
        guid: "urn:uuid:6c2f8a5e-1111-4c8e-9a59-000000000078",
        title: "Markets close flat",
        link: null,
        publishedOn: "2026-11-25",
      },
    ]);
  });

  it("refuses what is not a feed, and reads no date from nonsense", () => {
    expect(() => parseFeed("<html><body>hi</body></html>")).toThrow(/neither RSS nor Atom: the document is <html>/);
    expect(() => parseFeed("just text")).toThrow(/not an XML document/);
    expect(() => parseFeed("<rss version='2.0'></rss>")).toThrow(/without a channel/);
    expect(feedDay("soon")).toBeNull();
    expect(
      parseFeed(`<rss><channel><item><title>x</title><link>javascript:alert(1)</link></item></channel></rss>`).items,
    ).toEqual([]);
  });
});

describe("the company names a headline may mention", () => {
  it("takes runs of two words or more, and one-word names only with their legal form", () => {
    const names = mentionedNames("Feedwell Logistics Inc. opens a depot; Tesla Inc. and Apple too");
    expect(names).toEqual(expect.arrayContaining(["feedwell logistics", "tesla"]));
    expect(names).not.toContain("apple");
    expect(names).not.toContain("feedwell");
  });
});

describe("NEWS_FEEDS", () => {
  it("takes comma-separated http(s) addresses and refuses anything else, naming it", () => {
    expect(loadConfig({ NEWS_FEEDS: "https://a.example/rss.xml, http://b.example/atom" }).newsFeeds).toEqual([
      "https://a.example/rss.xml",
      "http://b.example/atom",
    ]);
    expect(loadConfig({}).newsFeeds).toEqual([]);
    expect(() => loadConfig({ NEWS_FEEDS: "https://a.example/rss.xml,file:///etc/passwd" })).toThrow(
      /NEWS_FEEDS: not an http\(s\) address: file:\/\/\/etc\/passwd/,
    );
  });
});
