/** The management tab's state in the URL: filters, page, and the person whose drawer is open. */
export type ManagementSearch = {
  department?: string;
  position?: string;
  keyword?: string;
  status?: "current" | "former" | "all";
  page?: number;
  person?: string;
};

const text = (value: unknown, max = 100) =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;

/** Validates the search params (anything else is dropped, never trusted). */
export function parseManagementSearch(search: Record<string, unknown>): ManagementSearch {
  const status =
    search.status === "current" || search.status === "former" || search.status === "all" ? search.status : undefined;
  const page = Number(search.page);
  const person = typeof search.person === "number" ? String(search.person) : text(search.person, 20);
  const parsed: ManagementSearch = {
    department: text(search.department),
    position: text(search.position),
    keyword: text(search.keyword),
    status,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    person: person && /^\d+$/.test(person) ? person : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}
