/**
 * User Info's and the profile's calls (docs/product.md section 3), as the server registers them; the web sends to
 * them. One list, so the two sides cannot drift apart.
 */
export const userInfoPath = "/api/add/user_info";
export const profilePath = "/api/query/profile";
