/** The oldest Node the project runs on (package.json engines): 24 LTS, or 22 LTS from 22.22. */
export const MINIMUM_NODE = "22.22";

/**
 * Older Node cannot run the native modules: better-sqlite3 13 and argon2's prebuilt binaries
 * crash with a segmentation fault on Node 20 instead of saying why.
 */
export function nodeIsSupported(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  const [minMajor = 0, minMinor = 0] = MINIMUM_NODE.split(".").map(Number);
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

export const UNSUPPORTED_NODE = (version: string) =>
  `Ironpath needs Node 24 LTS (or 22 from ${MINIMUM_NODE}); this is Node ${version}. See "Quick start" in README.md.`;
