import { useEffect, useState, type ComponentType } from "react";
import { emitAppEvent, onAppEvent, type AppEvent } from "./app-events.ts";

/** A module's component, loaded by a dynamic import (its code stays out of the first page load). */
export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/**
 * Renders the component `load` gives, with `props`, once `when` has been true: its code loads then
 * (and it stays mounted, so a dialog can play its closing transition). A failed load (offline before
 * the service worker holds the code) renders nothing and is tried again when `when` turns true
 * again. `load` must be stable (a module-level function).
 */
export function LazyWhen<P extends object>({
  when,
  load,
  props,
}: {
  when: boolean;
  load: ComponentLoader<P>;
  props: P;
}) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let isCurrent = true;
    load().then(
      (Component) => {
        if (isCurrent) setLoaded({ Component });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [loaded, when, load]);
  return loaded ? <loaded.Component {...props} /> : null;
}

/**
 * A component (a dialog opened by an app event) whose code loads when `type` is first emitted. It
 * mounts then and gets that event again: it subscribes in its own effects, which run before those
 * of the sibling that replays the event. Until then nothing renders and nothing is downloaded; if
 * the code cannot be loaded, the next event tries again.
 */
export function lazyOnAppEvent<T extends AppEvent["type"]>(type: T, load: ComponentLoader<object>): ComponentType {
  type Loaded = { Component: ComponentType; event: AppEvent };
  return function LazyOnAppEvent() {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    useEffect(() => {
      if (loaded) return;
      let isCurrent = true;
      const off = onAppEvent(type, (event) => {
        load().then(
          (Component) => {
            if (isCurrent) setLoaded({ Component, event });
          },
          () => undefined,
        );
      });
      return () => {
        isCurrent = false;
        off();
      };
    }, [loaded]);
    if (!loaded) return null;
    return (
      <>
        <loaded.Component />
        <Replay event={loaded.event} />
      </>
    );
  };
}

function Replay({ event }: { event: AppEvent }) {
  useEffect(() => emitAppEvent(event), [event]);
  return null;
}
