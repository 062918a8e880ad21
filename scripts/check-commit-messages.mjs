// Part of `npm run lint`: every commit made after the baseline has a subject of at most 72
// characters and, when it has a body, a blank line between the two (CONTRIBUTING.md, "Commits").
//
// The baseline is dc3cef7, the tip of main when this check was written: the commits before it are
// history that nobody rewrites, so only later ones are held to the rule. It is a fixed hash, not
// "main" or "origin/main", because CI lints a fresh clone of main, where those name the very
// commits to be checked. Where the baseline is not in the history (a shallow clone, an export
// without .git, history rewritten), the check cannot tell new commits from old: it says why and
// passes.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const BASELINE = "dc3cef7";
export const SUBJECT_MAX = 72;

/** What is wrong with one commit message, in words; empty when it keeps the rule. */
export function messageProblems(message) {
  const lines = message.replace(/\s+$/, "").split(/\r?\n/);
  const subject = lines[0] ?? "";
  const problems = [];
  const length = [...subject].length;
  if (subject.trim() === "") problems.push("has no subject");
  if (length > SUBJECT_MAX) problems.push(`subject is ${length} characters (at most ${SUBJECT_MAX})`);
  if (lines.length > 1 && lines[1].trim() !== "") problems.push("no blank line between the subject and the body");
  return problems;
}

function git(cwd, args) {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function succeeds(cwd, args) {
  try {
    git(cwd, args);
    return true;
  } catch {
    return false;
  }
}

/**
 * The commits after `baseline` up to HEAD, each with what is wrong with it, or why nothing could be
 * checked: `{ skipped }` or `{ checked, found: [{ commit, subject, problems }] }`.
 */
export function checkCommits({ cwd = process.cwd(), baseline = BASELINE } = {}) {
  if (!succeeds(cwd, ["rev-parse", "--is-inside-work-tree"])) {
    return { skipped: "not a git work tree (or git is missing): no commits to check" };
  }
  if (!succeeds(cwd, ["cat-file", "-e", `${baseline}^{commit}`])) {
    const shallow = git(cwd, ["rev-parse", "--is-shallow-repository"]).trim() === "true";
    return {
      skipped: shallow
        ? `a shallow clone without the baseline commit ${baseline}: cannot tell which commits are new`
        : `the baseline commit ${baseline} is not in this history: cannot tell which commits are new`,
    };
  }
  if (!succeeds(cwd, ["merge-base", "--is-ancestor", baseline, "HEAD"])) {
    return { skipped: `HEAD does not descend from the baseline commit ${baseline}` };
  }
  // NUL between a commit's hash and its message, and 0x1e between commits: neither occurs in either.
  const log = git(cwd, ["log", "--format=%h%x00%B%x1e", `${baseline}..HEAD`]);
  const commits = log
    .split("\x1e")
    .map((entry) => entry.replace(/^\n/, ""))
    .filter((entry) => entry.includes("\0"));
  const found = [];
  for (const entry of commits) {
    const [commit, message] = entry.split("\0");
    const problems = messageProblems(message);
    if (problems.length > 0) found.push({ commit, subject: message.split("\n")[0], problems });
  }
  return { checked: commits.length, found };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = checkCommits();
  if ("skipped" in result) {
    console.log(`commit messages: skipped, ${result.skipped}`);
    process.exit(0);
  }
  for (const { commit, subject, problems } of result.found) {
    console.error(`${commit} "${subject}": ${problems.join("; ")}`);
  }
  console.log(
    result.found.length === 0
      ? `commit messages: the ${result.checked} commit(s) since ${BASELINE} keep the rule`
      : `commit messages: ${result.found.length} of ${result.checked} commit(s) since ${BASELINE} break the rule (CONTRIBUTING.md)`,
  );
  process.exit(result.found.length === 0 ? 0 : 1);
}
