/** Where the first-start data load stands; read by /csi/health and by routes that need the data. */
export type DataState = "loading" | "ready" | "failed";

export type DataStatus = {
  state: DataState;
  /** The data set being loaded now, for progress output and health. */
  current: string | null;
  error: string | null;
};

export function createDataStatus(): DataStatus {
  return { state: "loading", current: null, error: null };
}
