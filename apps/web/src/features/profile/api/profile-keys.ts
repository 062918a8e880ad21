import { QUERY_ROOTS } from "../../../lib/query-keys";

// The profile feature's cached answers (decision 0075): the user info and the bar and plates.
export const profileKeys = {
  profile: () => QUERY_ROOTS.profile,
  equipment: () => QUERY_ROOTS.equipment,
};
