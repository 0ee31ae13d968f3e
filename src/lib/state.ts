/**
 * The one module that imports Jotai (UI state only). Features define their atoms with `atom` from
 * here and read them with these hooks; the app renders inside `StateProvider`.
 */
import { createElement, type ReactNode } from "react";
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from "jotai";

export { atom, useAtom, useAtomValue, useSetAtom };
export type { Atom, PrimitiveAtom, WritableAtom } from "jotai";

/** The app's store, also usable outside React (event handlers registered at start-up). */
export const appStore = createStore();

export function StateProvider({ children }: { children: ReactNode }) {
  return createElement(Provider, { store: appStore }, children);
}
