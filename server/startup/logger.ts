import { pino, type Logger } from "pino";
import type { Config } from "../config.ts";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields every line has, or that the readable line shows in its own place. */
const SHOWN_APART = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err"]);

/**
 * One JSON log line as one readable line (pino-pretty style): time, level, request id, message,
 * the other fields as key=value; an error's stack follows on its own lines. The server's own
 * progress (info, outside any request) reads `[csi] message`, as `npm start` always printed it.
 */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  if (entry.level === 30 && !entry.reqId && !entry.err) return `[csi] ${[entry.msg, ...fields].join(" ")}\n`;
  const time = new Date(Number(entry.time)).toISOString().slice(11, 19);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = typeof entry.reqId === "string" && entry.reqId ? ` [${entry.reqId}]` : "";
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const text = [entry.msg, err?.message && `(${err.message})`, ...fields].filter(Boolean).join(" ");
  const stack = err?.stack ? `\n${err.stack.replace(/^/gm, "    ")}` : "";
  return `${time} ${level}${request} ${text}${stack}\n`;
}

export type LogFormat = "pretty" | "json";

/** The format asked for, else readable on a terminal and JSON for a log collector. */
export function logFormat(config: Pick<Config, "logFormat">, isTerminal: boolean): LogFormat {
  return config.logFormat ?? (isTerminal ? "pretty" : "json");
}

/** The server's logger: readable lines on a terminal, one JSON object per line otherwise. */
export function createLogger(
  config: Pick<Config, "logFormat" | "logLevel">,
  out: NodeJS.WriteStream = process.stdout,
): Logger {
  if (logFormat(config, out.isTTY) === "json") return pino({ level: config.logLevel }, out);
  return pino({ level: config.logLevel }, { write: (line: string) => out.write(formatLogLine(line)) });
}
