// @vitest-environment happy-dom
import { useEffect, useState } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emitAppEvent, onAppEvent } from "./app-events.ts";
import { LazyWhen, lazyOnAppEvent } from "./lazy-component.tsx";

afterEach(cleanup);

/** A dialog as the app writes them: it opens on the event it subscribed to in an effect. */
function LegalDialogDouble() {
  const [tab, setTab] = useState<string | null>(null);
  useEffect(() => onAppEvent("legal:open", (event) => setTab(event.tab)), []);
  return tab ? <p>opened:{tab}</p> : null;
}

function counting<T>(load: () => Promise<T>) {
  const loader = Object.assign(
    () => {
      loader.calls += 1;
      return load();
    },
    { calls: 0 },
  );
  return loader;
}

describe("lazyOnAppEvent", () => {
  it("loads nothing until the event, then mounts the component and hands it that event", async () => {
    const load = counting(() => Promise.resolve(LegalDialogDouble));
    const Lazy = lazyOnAppEvent("legal:open", load);
    render(<Lazy />);
    expect(load.calls).toBe(0);
    act(() => emitAppEvent({ type: "legal:open", tab: "terms" }));
    expect(await screen.findByText("opened:terms")).toBeTruthy();
    expect(load.calls).toBe(1);
    // Once loaded, the component hears later events itself.
    act(() => emitAppEvent({ type: "legal:open", tab: "privacy" }));
    expect(await screen.findByText("opened:privacy")).toBeTruthy();
    expect(load.calls).toBe(1);
  });

  it("tries again at the next event when the code could not be loaded", async () => {
    let isOffline = true;
    const load = counting(() =>
      isOffline ? Promise.reject(new Error("offline")) : Promise.resolve(LegalDialogDouble),
    );
    const Lazy = lazyOnAppEvent("legal:open", load);
    render(<Lazy />);
    await act(async () => emitAppEvent({ type: "legal:open", tab: "terms" }));
    expect(screen.queryByText(/opened/)).toBeNull();
    isOffline = false;
    act(() => emitAppEvent({ type: "legal:open", tab: "privacy" }));
    expect(await screen.findByText("opened:privacy")).toBeTruthy();
    expect(load.calls).toBe(2);
  });
});

function Panel({ label }: { label: string }) {
  return <p>panel:{label}</p>;
}

describe("LazyWhen", () => {
  it("loads and renders the component once wanted, and keeps it mounted after", async () => {
    const load = counting(() => Promise.resolve(Panel));
    const view = (when: boolean) => <LazyWhen when={when} load={load} props={{ label: when ? "open" : "closed" }} />;
    const { rerender } = render(view(false));
    expect(load.calls).toBe(0);
    expect(screen.queryByText(/panel/)).toBeNull();
    rerender(view(true));
    expect(await screen.findByText("panel:open")).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText("panel:closed")).toBeTruthy();
    expect(load.calls).toBe(1);
  });
});
