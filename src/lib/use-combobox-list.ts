import { useId, useState, type KeyboardEvent } from "react";

/**
 * An autocomplete's list of `count` options: the arrow keys move the active option (wrapping
 * round), and `inputProps` are the input's combobox attributes. Options take the id `optionId(i)`.
 */
export function useComboboxList(count: number) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-${index}`;
  /** Handles ArrowDown and ArrowUp; false for any other key. */
  const onArrow = (event: KeyboardEvent): boolean => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
    event.preventDefault();
    const step = event.key === "ArrowDown" ? 1 : -1;
    setActive((index) => (count ? (index + step + count) % count : -1));
    return true;
  };
  const inputProps = {
    type: "search",
    role: "combobox",
    "aria-expanded": count > 0,
    "aria-controls": listId,
    "aria-autocomplete": "list",
    "aria-activedescendant": active >= 0 && active < count ? optionId(active) : undefined,
  } as const;
  return { listId, active, setActive, optionId, onArrow, inputProps };
}
