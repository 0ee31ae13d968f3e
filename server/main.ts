import { loadConfig, type Config } from "./config.ts";
import { explainStartupError } from "./startup/startup-error.ts";
import { createLogger } from "./startup/logger.ts";

/**
 * A start-up failure: a problem the operator can fix is one line each with its fix, no stack
 * trace; anything else is its message (and the stack with LOG_LEVEL=debug). Exit status 1.
 */
function fail(error: unknown, config: Config | undefined): never {
  const where = {
    port: config?.port ?? 8080,
    host: config?.host ?? "127.0.0.1",
    databaseUrl: config?.databaseUrl,
    dataDir: config?.dataDir ?? ".data",
  };
  const lines = explainStartupError(error, where);
  if (lines) {
    for (const line of lines) process.stderr.write(`[csi] error: ${line}\n`);
  } else {
    const debug = /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? "");
    const detail = error instanceof Error ? (debug ? error.stack : error.message) : String(error);
    process.stderr.write(`[csi] start-up failed: ${detail}${debug ? "" : " (LOG_LEVEL=debug shows where)"}\n`);
  }
  process.exit(1);
}

let config: Config | undefined;
try {
  config = loadConfig();
  const logger = createLogger(config);
  // Imported once the configuration is known good: the data sets read it when they load.
  const { startServer } = await import("./startup/start-server.ts");
  await startServer(config, logger);
} catch (error) {
  fail(error, config);
}
