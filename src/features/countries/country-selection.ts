import { atom, useAtom } from "../../lib/state.ts";

/** The spec's country selection: a flag and a country code; clearing resets both. */
export type CountrySelection = { isSelected: boolean; countryCode: string };

const NONE: CountrySelection = { isSelected: false, countryCode: "" };

export const countrySelectionAtom = atom<CountrySelection>(NONE);

export function useCountrySelection() {
  const [selection, setSelection] = useAtom(countrySelectionAtom);
  return {
    ...selection,
    select: (countryCode: string) => setSelection({ isSelected: true, countryCode }),
    clear: () => setSelection(NONE),
  };
}
