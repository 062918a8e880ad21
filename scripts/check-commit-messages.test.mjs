import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkCommits, messageProblems } from "./check-commit-messages.mjs";

const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "commit-check-"));
  made.push(dir);
  return dir;
}

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};
const git = (cwd, ...args) => execFileSync("git", args, { cwd, env: ENV, encoding: "utf8" }).trim();

/** A repository with one commit per message; returns it and the hash of each commit. */
function repository(messages) {
  const dir = tempDir();
  git(dir, "init", "-q", "-b", "main");
  const hashes = messages.map((message, i) => {
    writeFileSync(join(dir, "file.txt"), `${i}\n`);
    git(dir, "add", "file.txt");
    git(dir, "commit", "-q", "--cleanup=verbatim", "-m", message);
    return git(dir, "rev-parse", "--short", "HEAD");
  });
  return { dir, hashes };
}

const LONG = "x".repeat(73);

describe("a commit message", () => {
  it("keeps the rule with a short subject alone, or a blank line and a body", () => {
    expect(messageProblems("Fix the rest timer's tone on iOS")).toEqual([]);
    expect(messageProblems("Fix the tone\n\nThe tone never played on a locked phone.\n")).toEqual([]);
    expect(messageProblems(`${"x".repeat(72)}\n`)).toEqual([]);
  });

  it("is refused with a subject over 72 characters, saying how long it is", () => {
    expect(messageProblems(LONG)).toEqual(["subject is 73 characters (at most 72)"]);
  });

  it("counts characters, not bytes", () => {
    expect(messageProblems(`${"é".repeat(72)}\n\nwhy`)).toEqual([]);
  });

  it("is refused when the body follows the subject without a blank line", () => {
    expect(messageProblems("Fix the tone\nbecause it never played")).toEqual([
      "no blank line between the subject and the body",
    ]);
  });
});

describe("the commits since the baseline", () => {
  it("are checked, and only they: an older long subject is history", () => {
    const { dir, hashes } = repository([LONG, "Baseline", "Good subject\n\nWhy.", `${LONG}\nno blank line`]);
    const result = checkCommits({ cwd: dir, baseline: hashes[1] });
    expect(result.checked).toBe(2);
    expect(result.found).toEqual([
      {
        commit: hashes[3],
        subject: LONG,
        problems: ["subject is 73 characters (at most 72)", "no blank line between the subject and the body"],
      },
    ]);
  });

  it("pass when every new commit keeps the rule", () => {
    const { dir, hashes } = repository(["Baseline", "One\n\nWhy one.", "Two"]);
    expect(checkCommits({ cwd: dir, baseline: hashes[0] })).toEqual({ checked: 2, found: [] });
  });

  it("are skipped, with the reason, in a shallow clone that lacks the baseline", () => {
    const { dir, hashes } = repository(["Baseline", LONG, "Last"]);
    const shallow = join(tempDir(), "clone");
    git(tmpdir(), "clone", "-q", "--depth", "1", `file://${dir}`, shallow);
    const result = checkCommits({ cwd: shallow, baseline: hashes[0] });
    expect(result.skipped).toMatch(/^a shallow clone without the baseline commit/);
  });

  it("are checked in a full fresh clone, as CI makes one", () => {
    const { dir, hashes } = repository(["Baseline", LONG]);
    const clone = join(tempDir(), "clone");
    git(tmpdir(), "clone", "-q", `file://${dir}`, clone);
    expect(checkCommits({ cwd: clone, baseline: hashes[0] }).found).toHaveLength(1);
  });

  it("are skipped outside a git work tree", () => {
    expect(checkCommits({ cwd: tempDir() }).skipped).toMatch(/^not a git work tree/);
  });
});
