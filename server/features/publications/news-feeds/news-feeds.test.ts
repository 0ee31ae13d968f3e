import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertObjects } from "../../../db/table-columns.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { call, signedInUser, uuid } from "../../collections/collections.test-support.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../../companies/index.ts";
import { importNewsFeeds } from "./news-feeds.service.ts";

const FIXTURES = join(import.meta.dirname, "..", "..", "..", "..", "tests", "fixtures", "news");
const FEEDWELL = { id: 9_000_000_000_601, name: "Feedwell Logistics Inc." };
const ORBIT = { id: 9_000_000_000_602, name: "Orbit Paper Mills Ltd" };
const DEMO_APPLE = { id: 9_000_000_000_603, name: "Apple" };
const NOW = new Date("2026-11-26T10:00:00Z");
const MINUTE = 60_000;

// The feeds, served from this process: nothing is fetched from the internet.
let server: Server;
let base = "";
const served: string[] = [];
let t: TestApp;
beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? "");
    const file = { "/rss.xml": "rss-sample.xml", "/atom.xml": "atom-sample.xml" }[request.url ?? ""];
    if (!file) return void response.writeHead(404).end("not here");
    response.writeHead(200, { "content-type": "application/xml" }).end(readFileSync(join(FIXTURES, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => NOW,
    config: { newsFeeds: [`${base}/rss.xml`, `${base}/atom.xml`], newsFeedMinutes: 60 },
  });
  const real = { country_code: "NL", source: "test-feeds", is_demo: false };
  await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
    { id: FEEDWELL.id, aaa_id: aaaId(FEEDWELL.id), name: FEEDWELL.name, ...real },
    { id: ORBIT.id, aaa_id: aaaId(ORBIT.id), name: ORBIT.name, ...real, country_code: "GB" },
    { id: DEMO_APPLE.id, aaa_id: aaaId(DEMO_APPLE.id), name: DEMO_APPLE.name, ...real, is_demo: true },
  ]);
  await insertObjects(t.database.db, "company_names", COMPANY_TABLE_COLUMNS.company_names, [
    {
      company_id: FEEDWELL.id,
      kind: "primary",
      name: FEEDWELL.name,
      normalised: "feedwell logistics",
      source: "test-feeds",
    },
    { company_id: ORBIT.id, kind: "primary", name: ORBIT.name, normalised: "orbit paper mills", source: "test-feeds" },
    {
      company_id: DEMO_APPLE.id,
      kind: "primary",
      name: DEMO_APPLE.name,
      normalised: "apple",
      source: "test-feeds",
      is_demo: true,
    },
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

type News = {
  rows: { title: string; source: string; url: string | null; date: string; isDemo: boolean }[];
  total: number;
};
const news = async (id: number) =>
  (await t.app.inject({ url: "/csi/publications/getNews", query: { id: aaaId(id) } })).json<{ data: News }>().data;

describe("news from the operator's RSS and Atom feeds (background job)", () => {
  it("adds the items that name a company, once, labelled with the feed; tells the users who saved it", async () => {
    const ada = await signedInUser(t);
    const folder = uuid();
    await call(t, "/collection/create", ada.token, { query: { id: folder, name: "Logistics" } });
    await call(t, "/collection/addItems", ada.token, {
      body: { collectionId: folder, items: [{ aaaId: aaaId(FEEDWELL.id), companyName: FEEDWELL.name }] },
    });

    // Feedwell in both feeds, Orbit in the RSS one; the apple harvest names no company.
    expect((await t.jobs.tick()).handled.newsFeeds).toBe(3);
    expect(served).toEqual(["/rss.xml", "/atom.xml"]);
    const feedwell = await news(FEEDWELL.id);
    expect(feedwell.rows).toEqual([
      expect.objectContaining({
        title: "Feedwell Logistics Inc. signs a rail contract",
        source: "Inland Markets Daily",
        url: "https://markets.example.test/feedwell-rail",
        date: "2026-11-25",
        isDemo: false,
      }),
      expect.objectContaining({
        title: "Feedwell Logistics Inc. opens a new depot in Rotterdam",
        source: "Harbour Business Wire",
        date: "2026-11-24",
      }),
    ]);
    expect((await news(ORBIT.id)).rows).toMatchObject([
      {
        title: "Quarterly results: Orbit Paper Mills beats forecasts & raises dividend",
        source: "Harbour Business Wire",
      },
    ]);
    expect((await news(DEMO_APPLE.id)).total).toBe(0);

    const inbox = await call(t, "/notification/getUserNews", ada.token);
    const titles = (inbox.json.data?.list ?? []).map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "News about Feedwell Logistics Inc.: Feedwell Logistics Inc. signs a rail contract",
        "News about Feedwell Logistics Inc.: Feedwell Logistics Inc. opens a new depot in Rotterdam",
      ]),
    );
    expect(titles).toHaveLength(2);

    // Within the hour nothing is fetched; after it, the same items add nothing.
    t.jobs.advance(30 * MINUTE);
    expect((await t.jobs.tick()).handled.newsFeeds).toBe(0);
    expect(served).toHaveLength(2);
    t.jobs.advance(31 * MINUTE);
    expect((await t.jobs.tick()).handled.newsFeeds).toBe(0);
    expect(served).toHaveLength(4);
    expect((await news(FEEDWELL.id)).total).toBe(2);
    const feeds = await t.database.db
      .selectFrom("news_feeds")
      .select(["url", "title", "items_added", "last_error"])
      .orderBy("url")
      .execute();
    expect(feeds).toEqual([
      { url: `${base}/atom.xml`, title: "Inland Markets Daily", items_added: 1, last_error: null },
      { url: `${base}/rss.xml`, title: "Harbour Business Wire", items_added: 2, last_error: null },
    ]);
  });

  it("records a feed that fails and still reads the others", async () => {
    const at = new Date(NOW.getTime() + 24 * 60 * MINUTE);
    const urls = [`${base}/gone.xml`, `${base}/rss.xml`];
    await expect(importNewsFeeds(t.database.db, { urls, everyMinutes: 60 }, at)).rejects.toThrow(
      /1 news feeds not read/,
    );
    const gone = await t.database.db
      .selectFrom("news_feeds")
      .select(["last_error"])
      .where("url", "=", urls[0]!)
      .executeTakeFirstOrThrow();
    expect(gone.last_error).toBe("HTTP 404");
    expect(served.slice(-2)).toEqual(["/gone.xml", "/rss.xml"]);
  });
});
