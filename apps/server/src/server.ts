import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { createDb } from "./db/create-db.js";
import { prepareDatabase } from "./db/prepare.js";

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  // The bundle lives in apps/server/dist; the web build beside it in apps/web/dist.
  config.WEB_DIST ??= join(here, "..", "..", "web", "dist");
  const database = createDb(config.DATABASE_URL);
  await prepareDatabase(database);
  const app = await buildApp(config, database);

  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once("SIGTERM", () => void close("SIGTERM"));
  process.once("SIGINT", () => void close("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  console.log(
    `Ironpath is running at ${config.PUBLIC_ORIGIN ?? `http://${shownHost}:${app.server.address() && typeof app.server.address() === "object" ? (app.server.address() as { port: number }).port : config.PORT}`}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
