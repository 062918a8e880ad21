import { randomUUID } from "node:crypto";
import argon2 from "argon2";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2);
}

/** Hash of a random password, verified against when there is no hash, so that costs the same time. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomUUID());
  return decoyHash;
}

/** Whether the password matches the hash; false, in about the same time, when there is no hash. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const ok = await argon2.verify(hash ?? (await decoy()), password);
  return Boolean(hash) && ok;
}
