/** An element of a parsed XML document; `line` is where its start tag is, for reports. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
};

/** The document, and the elements still open when the text ended (a truncated file). */
export type XmlDocument = { root: XmlElement | null; unclosed: XmlElement[] };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1] as string] = decodeEntities(match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/**
 * A small non-validating XML reader for data files (UN consolidated list): elements, attributes,
 * text, CDATA, comments, processing instructions and the five entities plus numeric references.
 * Namespaces are kept in the names as written. It never throws on a truncated file: the elements
 * left open are returned in `unclosed` so the caller can keep what is complete and report the rest.
 */
export function parseXml(text: string): XmlDocument {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let line = 1;
  let pos = 0;
  const append = (value: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += value;
  };
  while (pos < text.length) {
    const lt = text.indexOf("<", pos);
    if (lt === -1) {
      append(decodeEntities(text.slice(pos)));
      break;
    }
    if (lt > pos) append(decodeEntities(text.slice(pos, lt)));
    line += countLines(text, pos, lt);
    let end: number;
    if (text.startsWith("<!--", lt)) {
      end = text.indexOf("-->", lt);
      end = end === -1 ? text.length : end + 3;
    } else if (text.startsWith("<![CDATA[", lt)) {
      end = text.indexOf("]]>", lt);
      append(text.slice(lt + 9, end === -1 ? text.length : end));
      end = end === -1 ? text.length : end + 3;
    } else if (text.startsWith("<?", lt) || text.startsWith("<!", lt)) {
      end = text.indexOf(">", lt);
      end = end === -1 ? text.length : end + 1;
    } else {
      const close = text.indexOf(">", lt);
      if (close === -1) break;
      end = close + 1;
      const tag = text.slice(lt + 1, close);
      if (tag.startsWith("/")) {
        const name = tag.slice(1).trim();
        const top = stack.pop();
        if (top && top.name !== name) stack.push(top);
      } else {
        const selfClosing = tag.endsWith("/");
        const body = selfClosing ? tag.slice(0, -1) : tag;
        const space = body.search(/\s/);
        const name = space === -1 ? body : body.slice(0, space);
        const element: XmlElement = {
          name,
          attributes: space === -1 ? {} : parseAttributes(body.slice(space)),
          children: [],
          text: "",
          line,
        };
        const parent = stack[stack.length - 1];
        if (parent) parent.children.push(element);
        else root ??= element;
        if (!selfClosing) stack.push(element);
      }
    }
    line += countLines(text, lt, end);
    pos = end;
  }
  return { root, unclosed: stack };
}

/** The first child with the name. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** Every child with the name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** The trimmed text of the first child with the name, or null when absent or empty. */
export function childText(element: XmlElement, name: string): string | null {
  const value = child(element, name)?.text.trim();
  return value ? value : null;
}
