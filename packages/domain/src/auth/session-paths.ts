/**
 * The signed-in session's calls every screen may make (docs/product.md section 3), as the server registers them; the web sends to
 * them. One list, so the two sides cannot drift apart.
 */
export const mePath = "/api/auth/me";
export const logoutPath = "/api/auth/logout";
