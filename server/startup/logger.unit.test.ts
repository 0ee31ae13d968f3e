import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, formatLogLine, logFormat } from "./logger.ts";

const at = Date.UTC(2026, 10, 26, 9, 5, 7);

/** A stdout stand-in: a terminal or not, keeping what is written. */
function output(isTTY: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream: Object.assign(stream, { isTTY }) as unknown as NodeJS.WriteStream, lines };
}

describe("formatLogLine", () => {
  it("prints the server's progress as the [csi] line it always was", () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: "h", msg: "listening on x" }))).toBe(
      "[csi] listening on x\n",
    );
  });

  it("prints a request's line with its time, level, request id and fields", () => {
    const line = { level: 20, time: at, pid: 1, reqId: "ab12", msg: "request completed", status: 200, route: "/csi/x" };
    expect(formatLogLine(JSON.stringify(line))).toBe(
      "09:05:07 DEBUG [ab12] request completed status=200 route=/csi/x\n",
    );
  });

  it("prints an error's message and its stack below", () => {
    const err = { message: "boom", stack: "Error: boom\n    at f (x.ts:1)" };
    expect(formatLogLine(JSON.stringify({ level: 50, time: at, reqId: "r1", msg: "request failed", err }))).toBe(
      "09:05:07 ERROR [r1] request failed (boom)\n    Error: boom\n        at f (x.ts:1)\n",
    );
  });

  it("passes a line that is not JSON through", () => {
    expect(formatLogLine("plain\n")).toBe("plain\n");
  });
});

describe("log format", () => {
  it("is readable on a terminal, JSON otherwise, and LOG_FORMAT decides when set", () => {
    expect(logFormat({ logFormat: undefined }, true)).toBe("pretty");
    expect(logFormat({ logFormat: undefined }, false)).toBe("json");
    expect(logFormat({ logFormat: "json" }, true)).toBe("json");
    expect(logFormat({ logFormat: "pretty" }, false)).toBe("pretty");
  });

  it("writes JSON objects when not on a terminal, readable lines on one; requests' lines only at debug", () => {
    const pipe = output(false);
    createLogger({ logFormat: undefined, logLevel: "info" }, pipe.stream).info("data ready");
    expect(JSON.parse(pipe.lines.join(""))).toMatchObject({ level: 30, msg: "data ready" });

    const terminal = output(true);
    const logger = createLogger({ logFormat: undefined, logLevel: "info" }, terminal.stream);
    logger.info("data ready");
    logger.child({ reqId: "r1" }).debug("request completed");
    expect(terminal.lines).toEqual(["[csi] data ready\n"]);
  });
});
