import { registerPath } from "@ironpath/domain/auth/sign-in-paths";
import type { User } from "@ironpath/domain/auth/auth-api.schema";
import type { Registration } from "@ironpath/domain/auth/credentials";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api";
import { type SignedIn, startSession } from "./signed-in";

/** The server signs the new user in (201 {user}); 400 and 409 carry {error}. */
export async function register(registration: Registration): Promise<User> {
  try {
    const response = await apiFetch<SignedIn>(registerPath, {
      method: "POST",
      body: registration,
    });
    // docs/product.md logs the registration response.
    console.log(response.data, response.status, response.headers);
    return response.data.user;
  } catch (error) {
    logRegistrationError(error);
    throw error;
  }
}

// The product's console messages, spelling included.
function logRegistrationError(error: unknown): void {
  if (error instanceof ApiError && error.status > 0) {
    console.log(error.data, error.status, error.headers);
  } else if (error instanceof ApiError) {
    console.log("No Response recieved");
  } else {
    console.log("Error setting up the request", error);
  }
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => startSession(queryClient),
  });
}
