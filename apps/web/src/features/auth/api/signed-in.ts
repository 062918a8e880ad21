import type { signedInResponseSchema } from "@ironpath/domain/auth/auth-api.schema";
import type { QueryClient } from "@tanstack/react-query";
import { meQueryOptions, ME_QUERY_KEY } from "../../../lib/signed-in-user";
import { forgetUserData } from "../../../lib/user-data";

// What Create User and Sign in share: the same answer, and the same clean start afterwards.

/** The body of 201 from register and 200 from login, typed by the schema the server answers with. */
export type SignedIn = ReturnType<typeof signedInResponseSchema.parse>;

/** Another account may have used this browser before: forget its data, then load the fresh `me`. */
export async function startSession(queryClient: QueryClient): Promise<void> {
  forgetUserData(queryClient, ME_QUERY_KEY);
  await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}
