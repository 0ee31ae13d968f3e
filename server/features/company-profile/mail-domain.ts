/** The mail domain of a company: from its e-mail address, else from its website's host (without "www."). */
export function mailDomain(email: string | null, website: string | null): string | null {
  const fromEmail = email?.split("@")[1]?.trim().toLowerCase();
  if (fromEmail && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(fromEmail)) return fromEmail;
  if (!website) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
    const domain = host.replace(/^www\./, "");
    return /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? domain : null;
  } catch {
    return null;
  }
}
