import { QUERY_ROOTS } from "../../../lib/query-keys";

// The programs feature's cached answers (decision 0075).
const all = QUERY_ROOTS.programs;

export const programsKeys = {
  all,
  readyMade: () => [...all, "ready-made"] as const,
  userCreated: () => [...all, "user-created-programs"] as const,
  userPrograms: () => [...all, "user-programs"] as const,
};
