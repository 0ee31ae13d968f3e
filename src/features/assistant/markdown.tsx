import type { MouseEvent, ReactNode } from "react";

/**
 * A small Markdown renderer for the assistant's answers, safe by construction: it builds React
 * elements (never HTML), so markup in an answer is text. It knows paragraphs, `#` headings (shown
 * as strong lines), `-` lists, `**bold**`, backslash escapes and links; a link is kept only when it
 * is a path of this app (`/…`, opened in place through `onNavigate`) or an http(s) address (new tab).
 */
type Props = { text: string; onNavigate: (path: string) => void };

export function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}
const isWebAddress = (href: string) => /^https?:\/\/[^\s]+$/i.test(href);

/** Where an unescaped `token` starts in `text` from `from`, or -1. */
function findUnescaped(text: string, token: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(token, i)) return i;
  }
  return -1;
}

function link(label: ReactNode, href: string, key: number, onNavigate: Props["onNavigate"]): ReactNode {
  const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";
  if (isAppPath(href)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    };
    return (
      <a key={key} href={href} onClick={onClick} className={className}>
        {label}
      </a>
    );
  }
  if (isWebAddress(href))
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
        {label}
      </a>
    );
  return <span key={key}>{label}</span>;
}

/** Inline Markdown: escapes, bold and links; everything else is text. */
export function inline(text: string, onNavigate: Props["onNavigate"]): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push(plain);
    plain = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\" && i + 1 < text.length) {
      plain += text[++i];
    } else if (text.startsWith("**", i)) {
      const end = findUnescaped(text, "**", i + 2);
      if (end < 0) {
        plain += "**";
        i++;
        continue;
      }
      flush();
      out.push(<strong key={out.length}>{inline(text.slice(i + 2, end), onNavigate)}</strong>);
      i = end + 1;
    } else if (char === "[") {
      const middle = findUnescaped(text, "](", i + 1);
      const end = middle < 0 ? -1 : findUnescaped(text, ")", middle + 2);
      if (end < 0) {
        plain += char;
        continue;
      }
      flush();
      const label = inline(text.slice(i + 1, middle), onNavigate);
      out.push(link(label, text.slice(middle + 2, end).trim(), out.length, onNavigate));
      i = end;
    } else plain += char;
  }
  flush();
  return out;
}

type Block = { kind: "heading" | "paragraph"; text: string } | { kind: "list"; items: string[] };

export function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    const last = result.at(-1);
    if (trimmed === "") result.push({ kind: "paragraph", text: "" });
    else if (/^#{1,6}\s/.test(trimmed)) result.push({ kind: "heading", text: trimmed.replace(/^#+\s+/, "") });
    else if (/^[-*]\s/.test(trimmed)) {
      if (last?.kind === "list") last.items.push(trimmed.slice(2));
      else result.push({ kind: "list", items: [trimmed.slice(2)] });
    } else if (last?.kind === "paragraph" && last.text !== "") last.text += ` ${trimmed}`;
    else result.push({ kind: "paragraph", text: trimmed });
  }
  return result.filter((block) => block.kind !== "paragraph" || block.text !== "");
}

export function Markdown({ text, onNavigate }: Props) {
  return (
    <div className="space-y-2 text-sm leading-relaxed break-words text-slate-800">
      {blocks(text).map((block, index) => {
        if (block.kind === "heading")
          return (
            <p key={index} className="text-base font-semibold text-slate-900">
              {inline(block.text, onNavigate)}
            </p>
          );
        if (block.kind === "list")
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, n) => (
                <li key={n}>{inline(item, onNavigate)}</li>
              ))}
            </ul>
          );
        return <p key={index}>{inline(block.text, onNavigate)}</p>;
      })}
    </div>
  );
}
