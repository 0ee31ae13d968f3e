import { child, childrenNamed, childText, parseXml, type XmlElement } from "../../../lib/xml.ts";

export type FeedItem = { guid: string; title: string; link: string | null; publishedOn: string | null };
export type Feed = { title: string | null; items: FeedItem[] };

export class FeedError extends Error {}

/** The element's name without its namespace prefix (`atom:link` → `link`). */
const local = (element: XmlElement) => element.name.replace(/^.*:/, "");
const text = (value: string | null | undefined) => value?.replace(/\s+/g, " ").trim() || null;

/** A feed date (RFC 822 in RSS, RFC 3339 in Atom) as YYYY-MM-DD, or null when it is not a date. */
export function feedDay(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

function httpLink(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) ? value : null;
}

function rssItem(item: XmlElement): FeedItem | null {
  const title = text(childText(item, "title"));
  const link = httpLink(text(childText(item, "link")));
  const guid = text(childText(item, "guid")) ?? link;
  if (!title || !guid) return null;
  return { guid, title, link, publishedOn: feedDay(childText(item, "pubDate") ?? childText(item, "dc:date")) };
}

function atomEntry(entry: XmlElement): FeedItem | null {
  const title = text(childText(entry, "title"));
  const links = entry.children.filter((c) => local(c) === "link");
  const alternate = links.find((l) => (l.attributes.rel ?? "alternate") === "alternate") ?? links[0];
  const link = httpLink(text(alternate?.attributes.href));
  const guid = text(childText(entry, "id")) ?? link;
  if (!title || !guid) return null;
  return { guid, title, link, publishedOn: feedDay(childText(entry, "published") ?? childText(entry, "updated")) };
}

/**
 * An RSS 2.0 or Atom 1.0 feed: its title and its items (title, link, guid or id, date). Parsed by the
 * server's own XML reader (server/lib/xml.ts), which knows only the five predefined entities and
 * character references: no DTD, no external entity is ever read. Items without a title or an
 * identifier (guid, id or link) are left out.
 */
export function parseFeed(xml: string): Feed {
  const { root } = parseXml(xml);
  if (!root) throw new FeedError("not an XML document");
  if (local(root) === "rss") {
    const channel = child(root, "channel");
    if (!channel) throw new FeedError("an RSS document without a channel");
    const items = childrenNamed(channel, "item").map(rssItem);
    return { title: text(childText(channel, "title")), items: items.filter((i): i is FeedItem => i !== null) };
  }
  if (local(root) === "feed") {
    const entries = root.children.filter((c) => local(c) === "entry").map(atomEntry);
    return { title: text(childText(root, "title")), items: entries.filter((i): i is FeedItem => i !== null) };
  }
  throw new FeedError(`neither RSS nor Atom: the document is <${root.name}>`);
}
