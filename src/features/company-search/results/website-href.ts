/** A web address safe to link to (http or https only; a bare host gets https). */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
