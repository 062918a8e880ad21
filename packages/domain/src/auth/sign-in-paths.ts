/**
 * The sign-in and registration calls (docs/product.md section 3), as the server registers them; the web sends to
 * them. One list, so the two sides cannot drift apart.
 */
export const registerPath = "/api/auth/register";
export const loginPath = "/api/auth/login";
export const providersPath = "/api/auth/providers";
