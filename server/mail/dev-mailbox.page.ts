import { createHash } from "node:crypto";
import type { DevMail } from "../../contract/mail.ts";

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #0f172a; }
  article { border: 1px solid #cbd5e1; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0.75rem 0 0; }
  .meta { color: #475569; margin: 0.25rem 0; }
  pre { white-space: pre-wrap; font: inherit; }
`;

/** The page's policy: its one inline style allowed by hash, nothing else (no script at all). */
export const MAILBOX_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function renderMail(mail: DevMail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** The development mailbox: every mail the server kept in its outbox, newest first. */
export function renderMailboxPage(mails: readonly DevMail[]): string {
  const body = mails.length ? mails.map(renderMail).join("\n") : "<p>No mail yet.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Mail is not sent: <code>SMTP_URL</code> is not set. This page lists what the server would have sent, newest first.</p>
${body}
</body>
</html>`;
}
