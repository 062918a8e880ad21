import { userInfoPath } from "@ironpath/domain/profile/profile-paths";
import type { UserInfoInput } from "@ironpath/domain/profile/user-info.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, messageOf } from "../../../lib/api";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ME_QUERY_KEY } from "../../../lib/signed-in-user";
import { profileKeys } from "./profile-keys";

/**
 * The User Info body as the form holds it: the domain's input, except that with no client
 * validation (docs/product.md section 5) a field may still be blank (""), for the server to say what is wrong.
 */
export type UserInfoBody = { [K in keyof UserInfoInput]: UserInfoInput[K] | "" };

export const USER_INFO_SAVED_MESSAGE = "Your details were saved.";
export const USER_INFO_NOT_SAVED_TITLE = "Your details were not saved";

/** 200 {ok: true}; 400 {error, fields} when a field is wrong. */
export async function addUserInfo(info: UserInfoBody): Promise<void> {
  await apiFetch<{ ok: true }>(userInfoPath, { method: "POST", body: info });
}

/** The server's refusal of a field it names, e.g. {firstName: "is required"}: the form says it under the field. */
export function refusedFields(error: unknown): Record<string, unknown> | null {
  return error instanceof ApiError && error.status === 400 && error.fields ? error.fields : null;
}

/**
 * Saves the user info. A refusal naming fields is the form's to show (it stays, decision 0032);
 * otherwise a toast says how it went, carried onto the Programs screen the form moves on to (docs/product.md
 * section 2). Afterwards `me` (profileComplete) and the profile are read again.
 */
export function useAddUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserInfo,
    onSuccess: () => notifySuccess(USER_INFO_SAVED_MESSAGE, undefined, { carry: true }),
    onError: (error) => {
      if (refusedFields(error)) return;
      notifyError(messageOf(error), USER_INFO_NOT_SAVED_TITLE, {
        carry: true,
      });
    },
    // A new unit (decision 0063) changes every weight shown and the bar and plates: all is read again.
    onSettled: (_data, _error, info) =>
      info.unit
        ? queryClient.invalidateQueries()
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
            queryClient.invalidateQueries({ queryKey: profileKeys.profile() }),
          ]),
  });
}
