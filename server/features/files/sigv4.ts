import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 (header form), with node:crypto only: the S3-compatible file store signs
 * its PUT, GET and DELETE requests with it (docs/decisions/0046-company-contributions.md). Checked
 * against AWS's published test vectors (sigv4.unit.test.ts).
 */
export type SigningKeyParts = { accessKeyId: string; secretAccessKey: string; region: string; service: string };
export type SignableRequest = {
  method: string;
  url: URL;
  /** Headers to sign (lower-case names); `host` and `x-amz-date` are added. */
  headers: Record<string, string>;
  /** The payload's SHA-256 in hex (the empty payload's when there is none). */
  payloadHash: string;
};

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z` */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** The canonical request: each path segment encoded once (S3's rule), headers trimmed and sorted. */
export function canonicalRequest(request: SignableRequest, headers: Record<string, string>): string {
  const path =
    request.url.pathname
      .split("/")
      .map((part) => encode(decodeURIComponent(part)))
      .join("/") || "/";
  const names = Object.keys(headers).sort();
  const lines = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  return [request.method, path, canonicalQuery(request.url), lines, names.join(";"), request.payloadHash].join("\n");
}

/** The headers to send: the request's, `host`, `x-amz-date` and the `authorization` that signs them. */
export function signRequest(request: SignableRequest, key: SigningKeyParts, now: Date): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: request.url.host,
    "x-amz-date": stamp,
  };
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const canonical = canonicalRequest(request, headers);
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonical)].join("\n");
  const signingKey = [day, key.region, key.service, "aws4_request"].reduce<Buffer | string>(
    (secret, part) => hmac(secret, part),
    `AWS4${key.secretAccessKey}`,
  );
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  const signed = Object.keys(headers).sort().join(";");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signed}, Signature=${signature}`,
  };
}
