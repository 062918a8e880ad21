// `npm run reset-password -- EMAIL`: when the server cannot send mail (no SMTP_URL), an admin sets
// a new random password for the account, printed once; every session of the account ends.
import { existsSync } from "node:fs";
import { loadConfig } from "../config.js";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { resetPasswordByAdmin } from "../services/account/passwords.js";

/** The security event goes to standard error as a JSON line, like the server's log. */
const log = {
  info: (details: object) => console.error(JSON.stringify({ level: "info", ...details })),
  warn: (details: object) => console.error(JSON.stringify({ level: "warn", ...details })),
  error: (details: object) => console.error(JSON.stringify({ level: "error", ...details })),
};

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error("Usage: npm run reset-password -- EMAIL");
  const config = loadConfig();
  const database = createDb(config.DATABASE_URL);
  try {
    // The same schema the server would bring it to, with the same backup first (decision 0038):
    // safe while the server runs.
    const { backup } = await prepareDatabase(database, { backupsKept: config.BACKUP_BEFORE_MIGRATE_KEEP });
    if (backup) console.error(`Backed up the database before migrating it: ${backup}`);
    const password = await resetPasswordByAdmin(database.db, email, log);
    console.log(`New password for ${email}: ${password}`);
    console.log("It is shown only this once. Every session of the account has ended.");
  } finally {
    await database.db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
