/**
 * The one module that imports Jotai (UI state only). Features define their atoms with `atom` from
 * here and read them with these hooks; the app renders inside `StateProvider`.
 */
import { createElement, type ReactNode } from "react";
import { atom, createStore, Provider, useAtom, useAtomValue } from "jotai";

export { atom, useAtom, useAtomValue };

/** The app's store, also usable outside React (event handlers registered at start-up). */
export const appStore = createStore();

export function StateProvider({ children }: { children: ReactNode }) {
  return createElement(Provider, { store: appStore }, children);
}
