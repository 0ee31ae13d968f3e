import { basename } from "node:path";
import { SaxesParser } from "saxes";
import { checkUtf8Start, openInput } from "./input.ts";
import { ImportFileError, type SourceItem } from "./record-format.ts";

/** An element of a record, namespace prefixes dropped (`lei:LegalName` is `LegalName`). */
export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

const local = (name: string) => name.slice(name.indexOf(":") + 1);

/** The first descendant along a path of child names. */
export function xmlChild(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let at = node;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

/** The trimmed text of the element at the path, or null when it is absent or empty. */
export function xmlText(node: XmlNode | undefined, ...path: string[]): string | null {
  const text = xmlChild(node, ...path)?.text.trim();
  return text ? text : null;
}

export function xmlChildren(node: XmlNode | undefined, name: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

export type XmlRecordOptions<R> = {
  /** Accepted root elements (local names): another root means the file is not this format. */
  roots: readonly string[];
  /** The element each record is (local name). */
  record: string;
  /** A record element to a record, or the reason it is rejected. */
  map: (node: XmlNode) => R | string;
};

/**
 * Streams the records of an XML file of any size (saxes, a chunk at a time): each record element is
 * built as a small tree and mapped, with the line its start tag begins on. Bytes that are not UTF-8
 * reject the record they are in. Malformed XML or a file that ends early (a cut download) ends the
 * stream with a `truncated` reject at the record it hit: the records before it are good.
 */
export async function* xmlRecords<R>(path: string, options: XmlRecordOptions<R>): AsyncIterable<SourceItem<R>> {
  const file = basename(path);
  const parser = new SaxesParser({ position: true });
  const queue: SourceItem<R>[] = [];
  const stack: XmlNode[] = [];
  let root: string | undefined;
  let tagLine = 1;
  let recordLine = 0;
  let badBytes = false;
  let failure: string | undefined;
  parser.on("opentagstart", () => {
    tagLine = parser.line;
  });
  parser.on("opentag", (tag) => {
    const name = local(tag.name);
    if (root === undefined) {
      root = name;
      if (!options.roots.includes(name)) {
        throw new ImportFileError(
          `${file}: root element <${tag.name}> is not ${options.roots.join(" or ")}: not this format`,
        );
      }
    }
    if (stack.length === 0 && name !== options.record) return;
    if (stack.length === 0) {
      recordLine = tagLine;
      badBytes = false;
    }
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[local(key)] = String(value);
    const node: XmlNode = { name, attrs, children: [], text: "" };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on("text", (text) => {
    const node = stack.at(-1);
    if (!node) return;
    if (text.includes("\ufffd")) badBytes = true;
    node.text += text;
  });
  parser.on("closetag", () => {
    const node = stack.pop();
    if (!node || stack.length > 0) return;
    if (badBytes) {
      queue.push({ file, line: recordLine, reject: "bytes that are not UTF-8 (the file must be UTF-8)" });
      return;
    }
    const mapped = options.map(node);
    queue.push(
      typeof mapped === "string"
        ? { file, line: recordLine, reject: mapped }
        : { file, line: recordLine, record: mapped },
    );
  });
  parser.on("error", (error) => {
    failure ??= error.message;
  });
  const decoder = new TextDecoder("utf-8");
  let first = true;
  let started = false;
  const fail = (): SourceItem<R> => {
    if (!started) throw new ImportFileError(`${file}: not well-formed XML: ${failure}`);
    const line = stack.length > 0 ? recordLine : parser.line;
    return {
      file,
      line,
      reject: `malformed or cut XML, the rest of the file cannot be read: ${failure}`,
      truncated: true,
    };
  };
  for await (const chunk of openInput(path)) {
    if (first) {
      checkUtf8Start(chunk, path);
      const declared = /^(?:\ufeff)?<\?xml[^>]*encoding=["']([^"']+)["']/.exec(
        chunk.subarray(0, 200).toString("latin1"),
      );
      if (declared?.[1] && !/^utf-?8$/i.test(declared[1])) {
        throw new ImportFileError(`${file}: declared encoding ${declared[1]}, not UTF-8: convert it to UTF-8`);
      }
      first = false;
    }
    parser.write(decoder.decode(chunk, { stream: true }));
    for (const item of queue.splice(0)) {
      started = true;
      yield item;
    }
    if (failure) {
      yield fail();
      return;
    }
  }
  parser.write(decoder.decode());
  parser.close();
  for (const item of queue.splice(0)) {
    started = true;
    yield item;
  }
  if (root === undefined) throw new ImportFileError(`${file}: the file is empty`);
  if (failure) yield fail();
}

/** The text of the first `<name>` element in the first 64 KiB (a header value such as ContentDate). */
export async function xmlHeaderValue(path: string, name: string): Promise<string | null> {
  let head = "";
  for await (const chunk of openInput(path)) {
    head += chunk.toString("utf8");
    const match = new RegExp(`<(?:\\w+:)?${name}>([^<]*)<`).exec(head);
    if (match) return match[1]?.trim() ?? null;
    if (head.length > 65536) break;
  }
  return null;
}
