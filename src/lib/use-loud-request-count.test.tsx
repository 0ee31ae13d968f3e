// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi } from "../test/fake-api.ts";
import { accountCenterEndpoints } from "../../contract/accounts.endpoints.ts";
import { call } from "./api-client.ts";
import { queryClient, SILENT } from "./query-client.ts";
import { useLoudRequestCount } from "./use-loud-request-count.ts";

// The API client counts its requests in the app's one query client: the hooks read that one. The
// fake answers do not match the endpoint's reply, so the calls end in a reply-check error: only the
// count is looked at here.
const heartbeat = (silent = false) =>
  call(accountCenterEndpoints.heartbeat, undefined, { silent }).catch(() => undefined);
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

let gate = deferred();
beforeEach(() => {
  gate = deferred();
  fakeApi(async () => {
    await gate.promise;
    return { data: 1 };
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the loading overlay's count", () => {
  it("counts a request of the API client that is not silent, until it ends", async () => {
    const { result } = renderHook(useLoudRequestCount, { wrapper });
    expect(result.current).toBe(0);
    let request: Promise<unknown> = Promise.resolve();
    act(() => {
      request = heartbeat();
    });
    await waitFor(() => expect(result.current).toBe(1));
    gate.resolve();
    await act(() => request);
    await waitFor(() => expect(result.current).toBe(0));
  });

  it("does not count a silent request of the API client", async () => {
    const { result } = renderHook(useLoudRequestCount, { wrapper });
    const loud = heartbeat();
    const silent = heartbeat(true);
    // The loud one is counted; the silent one, running at the same time, is not.
    await waitFor(() => expect(result.current).toBe(1));
    expect(queryClient.isMutating()).toBe(1);
    gate.resolve();
    await act(() => Promise.all([loud, silent]));
    await waitFor(() => expect(result.current).toBe(0));
  });

  it("counts queries and mutations unless their meta says silent", async () => {
    const { result } = renderHook(
      () => {
        const count = useLoudRequestCount();
        const silent = useQuery({ queryKey: ["silent"], queryFn: () => gate.promise.then(() => 1), meta: SILENT });
        const loud = useQuery({ queryKey: ["loud"], queryFn: () => gate.promise.then(() => 2) });
        const write = useMutation({ mutationFn: () => gate.promise });
        return { count, silent, loud, write };
      },
      { wrapper },
    );
    // Two queries run, one counted.
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(result.current.silent.isFetching).toBe(true);
    act(() => result.current.write.mutate());
    await waitFor(() => expect(result.current.count).toBe(2));
    gate.resolve();
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(result.current.loud.data).toBe(2);
  });
});
