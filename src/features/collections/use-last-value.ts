import { useState } from "react";

/** The value, or while it is null the last non-null one: a closing dialog keeps its content. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
