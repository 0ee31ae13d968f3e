// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import type { ReactNode } from "react";
import { hashKey } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Value } from "typebox/value";
import { CompanyRow, SearchFacets, type SearchQuery, type SearchResult } from "../../../contract/company-search.ts";
import { createAppQueryClient } from "../../lib/query-client.ts";
import { createIndexedDbPersister } from "../../lib/query-persister.ts";
import { QueryProvider } from "../../lib/query-provider.tsx";
import { fakeApi } from "../../test/fake-api.ts";
import { forgetSavedResults, searchKeys, useResultData } from "./queries.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (page: number, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  searchname: "north",
  keword: 2,
  page,
  pageSize: 20,
  ...extra,
});

const resultPage = (name: string): SearchResult => ({
  total: 1,
  page: 1,
  pageSize: 20,
  matchMode: "first-word",
  // A row that passes the client's reply check (on in tests): the contract's defaults, with a name.
  rows: [{ ...Value.Create(CompanyRow), name, dataQuality: 50 }],
});

describe("searchKeys", () => {
  it("gives the same key for the same query, whatever the order and the empty fields", () => {
    const a = searchKeys.page("u1", { searchname: "north", keword: 2, page: 1, companyCountry: "" });
    const b = searchKeys.page("u1", { page: 1, keword: 2, searchname: "north" });
    expect(hashKey(a)).toBe(hashKey(b));
  });

  it("tells users, pages and searches apart; facets are shared by the pages and sorts of a search", () => {
    expect(hashKey(searchKeys.page("u1", query(1)))).not.toBe(hashKey(searchKeys.page("u2", query(1))));
    expect(hashKey(searchKeys.page("u1", query(1)))).not.toBe(hashKey(searchKeys.page("u1", query(2))));
    const { page: _p, pageSize: _s, ...criteria } = query(1);
    expect(hashKey(searchKeys.facets("u1", criteria))).toBe(hashKey(searchKeys.facets("u1", { ...criteria })));
    expect(searchKeys.page("u1", query(1)).slice(0, 1)).toEqual(searchKeys.all);
  });
});

describe("useResultData offline", () => {
  it("opens a page seen online again from IndexedDB when the network fails, and says when it was saved", async () => {
    const persister = createIndexedDbPersister("search-offline-test", 0);
    const online = createAppQueryClient();
    fakeApi(({ path }) => {
      if (path.startsWith("/company/search")) return { data: resultPage("North Ltd") };
      if (path.startsWith("/company/filters"))
        return { data: { ...Value.Create(SearchFacets), total: 1, matchMode: "first-word" } };
      return { data: [] };
    });
    const first = renderHook(() => useResultData(query(1), "en"), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryProvider client={online} persister={persister}>
          {children}
        </QueryProvider>
      ),
    });
    await waitFor(() => expect(first.result.current.result.data?.page.rows[0]?.name).toBe("North Ltd"));
    expect(first.result.current.result.data?.savedAt).toBeNull();
    await expect
      .poll(async () => (await persister.restoreClient())?.clientState.queries.map((q) => q.queryKey[1]).sort())
      .toEqual(["facets", "labels", "page"]);
    first.unmount();

    // A new page load with no network: the page comes back from IndexedDB.
    const offline = createAppQueryClient();
    fakeApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryProvider client={offline} persister={persister}>
        {children}
      </QueryProvider>
    );
    const again = renderHook(() => useResultData(query(1), "en"), { wrapper });
    await waitFor(() => expect(again.result.current.result.data?.savedAt).toBeTypeOf("number"));
    expect(again.result.current.result.status).toBe("ready");
    expect(again.result.current.result.data?.page.rows[0]?.name).toBe("North Ltd");
    expect(again.result.current.facets.data?.total).toBe(1);

    // A page never seen online fails, with no rows of another page standing in.
    const other = renderHook(() => useResultData(query(2), "en"), { wrapper });
    await waitFor(() => expect(other.result.current.result.status).toBe("error"));
    expect(other.result.current.result.data).toBeUndefined();

    // The session ends: the saved pages go from memory and from IndexedDB.
    forgetSavedResults(offline);
    await expect
      .poll(async () => (await persister.restoreClient())?.clientState.queries.filter((q) => q.queryKey[1] === "page"))
      .toEqual([]);
  });
});
