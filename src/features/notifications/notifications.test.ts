import { describe, expect, it } from "vitest";
import type { NotificationItem, NotificationPage } from "../../../contract/notifications.ts";
import { markedRead, withPushed } from "./queries.ts";
import { backoffMs, parseMessage } from "./realtime.ts";

const item = (id: number, hasRead: 0 | 1 = 0): NotificationItem => ({
  id,
  kind: "passwordChanged",
  title: `n${id}`,
  createTime: "2026-01-01T00:00:00.000Z",
  hasRead,
});
const page = (list: NotificationItem[], unread: number): NotificationPage => ({
  list,
  total: list.length,
  unread,
  pageNum: 1,
  pageSize: 2,
});

describe("notification list updates", () => {
  it("marks one read and lowers the count once", () => {
    const before = page([item(2), item(1, 1)], 3);
    const after = markedRead(before, 2);
    expect(after.list.map((n) => n.hasRead)).toEqual([1, 1]);
    expect(after.unread).toBe(2);
    expect(markedRead(after, 2).unread).toBe(2);
  });

  it("marks all read", () => {
    expect(markedRead(page([item(2), item(1)], 5)).unread).toBe(3);
  });

  it("puts a pushed notification on top, keeps the page size, and ignores a repeat", () => {
    const pushed = withPushed(page([item(2), item(1)], 2), item(3), 3);
    expect(pushed.list.map((n) => n.id)).toEqual([3, 2]);
    expect(pushed).toMatchObject({ total: 3, unread: 3 });
    expect(withPushed(pushed, item(3), 3).list.map((n) => n.id)).toEqual([3, 2]);
  });
});

describe("the socket's messages and back-off", () => {
  it("reads the messages of its version only", () => {
    expect(parseMessage('{"version":1,"type":"ready","userCode":"U","unread":0}')).toMatchObject({ type: "ready" });
    expect(parseMessage('{"version":2,"type":"ready"}')).toBeNull();
    expect(parseMessage('{"version":1,"type":"other"}')).toBeNull();
    expect(parseMessage("not json")).toBeNull();
  });

  it("doubles from 1 s to at most 30 s, with up to 20 % jitter", () => {
    expect([0, 1, 2, 5, 10].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoffMs(0, () => 1)).toBe(1200);
  });
});
