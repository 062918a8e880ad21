import { helperStatusPath } from "@ironpath/domain/coach/coach-paths";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch, messageOf } from "../../../lib/api";
import { notifyError } from "../../../lib/notify";
import { PHASES } from "../phases";

/** Where the Weight Assistant leads, by the status of the helper query (docs/product.md section 4). */
export const WEIGHT_ASSISTANT_ROUTES: Readonly<Record<number, string>> = {
  ...Object.fromEntries(Object.values(PHASES).map((phase) => [phase.helperStatus, phase.screen])),
  201: "/weightloss",
};

/** Only the status is read. */
export async function getWeightHelperStatus(): Promise<number> {
  const { status } = await apiFetch(helperStatusPath);
  return status;
}

/** The menu's and home's Weight Assistant action: ask the server, then go where it says. */
export function useWeightAssistant() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: getWeightHelperStatus,
    onSuccess: (status) => {
      const route = WEIGHT_ASSISTANT_ROUTES[status];
      if (route) navigate(route);
      else notifyError(`The weight assistant is unavailable (status ${status}).`, "Weight Assistant");
    },
    onError: (error) => {
      console.log("Error querying the weight assistant", error);
      const detail = messageOf(error);
      notifyError(detail, "Weight Assistant");
    },
  });
}
