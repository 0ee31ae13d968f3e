import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { usersWhoSaved } from "../../collections/index.ts";
import { notify } from "../../notifications/index.ts";
import { companiesNamedIn } from "./company-mentions.ts";
import { parseFeed, type FeedItem } from "./feed-parser.ts";

/** A feed larger than this is refused (news feeds are tens of kilobytes). */
const MAX_FEED_BYTES = 2_000_000;
const FETCH_TIMEOUT_MS = 15_000;

export type FeedOptions = { urls: readonly string[]; everyMinutes: number; fetch?: typeof fetch };

async function download(url: string, fetchFn: typeof fetch): Promise<string> {
  const response = await fetchFn(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: "application/rss+xml, application/atom+xml, application/xml, text/xml" },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_FEED_BYTES) throw new Error(`larger than ${MAX_FEED_BYTES} bytes`);
  return new TextDecoder().decode(bytes);
}

/** Adds the item as news of the company unless it has it already (same guid); true when added. */
async function addItem(db: Kysely<DB>, companyId: string, item: FeedItem, feedTitle: string, at: Date) {
  const { rows } = await sql<{ seq: number }>`
    INSERT INTO company_news (company_id, seq, published_on, title, source_name, url, impact, source, is_demo, guid)
    SELECT ${companyId}, coalesce(max(seq), 0) + 1, ${item.publishedOn ?? at.toISOString().slice(0, 10)},
      ${item.title}, ${feedTitle}, ${item.link}, 'neutral', 'rss', false, ${item.guid}
    FROM company_news WHERE company_id = ${companyId}
    ON CONFLICT DO NOTHING RETURNING seq`.execute(db);
  return rows.length === 1;
}

async function readFeed(db: Kysely<DB>, url: string, at: Date, fetchFn: typeof fetch): Promise<number> {
  const feed = parseFeed(await download(url, fetchFn));
  const title = feed.title ?? new URL(url).hostname;
  let added = 0;
  for (const item of feed.items)
    for (const companyId of await companiesNamedIn(db, item.title)) {
      if (!(await addItem(db, companyId, item, title, at))) continue;
      added += 1;
      const users = await usersWhoSaved(db, companyId);
      await notify(
        db,
        users.map((user) => ({
          userId: user.user_id,
          event: {
            kind: "companyNews",
            category: "news",
            params: { companyName: user.company_name ?? companyId, title: item.title },
          },
        })),
        at,
      );
    }
  await recordFetch(db, url, { at, title, added, error: null });
  return added;
}

function recordFetch(
  db: Kysely<DB>,
  url: string,
  f: { at: Date; title: string | null; added: number; error: string | null },
) {
  return sql`
    INSERT INTO news_feeds (url, title, fetched_at, items_added, last_error)
    VALUES (${url}, ${f.title}, ${f.at}, ${f.added}, ${f.error})
    ON CONFLICT (url) DO UPDATE SET title = coalesce(EXCLUDED.title, news_feeds.title), fetched_at = EXCLUDED.fetched_at,
      items_added = news_feeds.items_added + EXCLUDED.items_added, last_error = EXCLUDED.last_error`.execute(db);
}

/**
 * The news-feed job (docs/OPERATIONS.md, NEWS_FEEDS): each configured RSS 2.0 or Atom feed not read
 * in the last `everyMinutes` is fetched; each item whose title names a company of the database
 * (company-mentions.ts) becomes a news item of that company, once per guid, labelled with the feed's
 * title as its source, and the users who saved the company are told (News for you). A feed that
 * fails (unreachable, not a feed) is recorded with its error and tried again after the interval,
 * the others still read. Returns how many news items were added.
 */
export async function importNewsFeeds(db: Kysely<DB>, options: FeedOptions, at: Date): Promise<number> {
  if (options.urls.length === 0) return 0;
  const since = new Date(at.getTime() - options.everyMinutes * 60_000);
  const { rows: recent } = await sql<{ url: string }>`
    SELECT url FROM news_feeds WHERE url = ANY(${[...options.urls]}::text[]) AND fetched_at > ${since}`.execute(db);
  const done = new Set(recent.map((r) => r.url));
  let added = 0;
  const failures: Error[] = [];
  for (const url of options.urls.filter((u) => !done.has(u))) {
    try {
      added += await readFeed(db, url, at, options.fetch ?? fetch);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordFetch(db, url, { at, title: null, added: 0, error: message });
      failures.push(new Error(`news feed ${url}: ${message}`));
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} news feeds not read`);
  return added;
}
