// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactPerson } from "../../../contract/account-center.ts";
import { createAppQueryClient } from "../../lib/query-client.ts";
import { deferred, fakeApi } from "../../test/fake-api.ts";
import { securityKeys, useContactPersons, useSaveContact, withContact } from "./queries.ts";

const saved: ContactPerson = {
  type: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "1",
  position: "Analyst",
};
const edited: ContactPerson = { ...saved, firstName: "Augusta" };

beforeEach(() => localStorage.setItem("token", "t1"));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function setUp(
  answerSave: (body: unknown) => Promise<{ code: number; msg: string }>,
  refetched: Promise<void> = Promise.resolve(),
) {
  const server = { contacts: [saved] };
  let reads = 0;
  const calls = fakeApi(async ({ path, body }) => {
    if (path === "/usercenter/getUserContactPersons") {
      reads += 1;
      if (reads > 1) await refetched;
      return { data: server.contacts };
    }
    const answer = await answerSave(body);
    if (answer.code === 200) server.contacts = withContact(server.contacts, body as ContactPerson);
    return answer;
  });
  const client = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ contacts: useContactPersons(), save: useSaveContact() }), { wrapper });
  return { hook, calls, client };
}

describe("useSaveContact (update first, ask again after)", () => {
  it("shows the new contact before the server answers, and keeps it once the server has it", async () => {
    const gate = deferred();
    const { hook, calls } = setUp(async () => {
      await gate.promise;
      return { code: 200, msg: "Saved" };
    });
    await waitFor(() => expect(hook.result.current.contacts.data).toEqual([saved]));
    let saving: Promise<string> = Promise.resolve("");
    act(() => {
      saving = hook.result.current.save.mutateAsync(edited);
    });
    // On screen at once, while the server has not answered yet.
    await waitFor(() => expect(hook.result.current.contacts.data).toEqual([edited]));
    expect(hook.result.current.save.isPending).toBe(true);
    gate.resolve();
    await act(async () => expect(await saving).toBe("Saved"));
    // Settled: the list is asked again (a second GET), and the server's copy has the change.
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
    await waitFor(() => expect(hook.result.current.contacts.isFetching).toBe(false));
    expect(hook.result.current.contacts.data).toEqual([edited]);
  });

  it("goes back to the saved contact when the server refuses the change", async () => {
    const gate = deferred();
    const refetched = deferred();
    const { hook, client } = setUp(async () => {
      await gate.promise;
      return { code: 400, msg: "Invalid email" };
    }, refetched.promise);
    await waitFor(() => expect(hook.result.current.contacts.data).toEqual([saved]));
    let saving: Promise<string> = Promise.resolve("");
    act(() => {
      saving = hook.result.current.save.mutateAsync(edited);
    });
    await waitFor(() => expect(hook.result.current.contacts.data).toEqual([edited]));
    gate.resolve();
    // Rolled back by the mutation itself: the list asked again after has not answered yet.
    await waitFor(() => expect(client.getQueryData(securityKeys.contacts("t1"))).toEqual([saved]));
    expect(hook.result.current.contacts.isFetching).toBe(true);
    refetched.resolve();
    await act(async () => expect(saving).rejects.toThrow("Invalid email"));
    await waitFor(() => expect(hook.result.current.contacts.isFetching).toBe(false));
    expect(hook.result.current.contacts.data).toEqual([saved]);
  });
});
