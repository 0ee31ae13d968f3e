import { describe, expect, it } from "vitest";
import { sha256Hex, signRequest } from "./sigv4.ts";

const EMPTY = sha256Hex("");

describe("AWS Signature Version 4, against AWS's published examples", () => {
  it("signs the test suite's get-vanilla request", () => {
    const headers = signRequest(
      { method: "GET", url: new URL("https://example.amazonaws.com/"), headers: {}, payloadHash: EMPTY },
      {
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "service",
      },
      new Date("2015-08-30T12:36:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
    expect(headers["x-amz-date"]).toBe("20150830T123600Z");
  });

  it("signs the S3 documentation's GET Object example (range, content hash)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9", "x-amz-content-sha256": EMPTY },
        payloadHash: EMPTY,
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("changes the signature when anything signed changes", () => {
    const key = { accessKeyId: "A", secretAccessKey: "S", region: "eu-west-1", service: "s3" };
    const at = new Date("2026-01-01T00:00:00Z");
    const sign = (path: string, hash = EMPTY) =>
      signRequest(
        { method: "PUT", url: new URL(`http://127.0.0.1:9000${path}`), headers: {}, payloadHash: hash },
        key,
        at,
      ).authorization;
    expect(sign("/b/one")).not.toBe(sign("/b/two"));
    expect(sign("/b/one")).not.toBe(sign("/b/one", sha256Hex("x")));
  });
});
