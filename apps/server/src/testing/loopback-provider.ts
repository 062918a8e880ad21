import { generateKeyPairSync, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider 9 ships no type declarations; the few calls used here are typed below.
import OidcProvider from "oidc-provider";

/** A person who can sign in at the loopback provider. */
export interface Person {
  sub: string;
  email: string;
  name: string;
  /** The provider's `email_verified` claim; true unless a test says otherwise. */
  emailVerified?: boolean;
  /** Leaves the e-mail claims out of the ID token, as Authelia does: only UserInfo has them. */
  emailInUserInfoOnly?: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Page = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type AccessToken = { accountId: string; clientId: string; isExpired: boolean };

/** The slice of oidc-provider's API this file uses. */
interface ProviderApi {
  callback(): Handler;
  interactionDetails(...http: Parameters<Handler>): Promise<{ params: Record<string, unknown> }>;
  interactionFinished(...args: [...Parameters<Handler>, object, object]): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => Grant;
  AccessToken: { find(token: string): Promise<AccessToken | undefined> };
  on(event: string, listener: (...args: unknown[]) => void): void;
}

export interface LoopbackProvider {
  /** The provider's base URL, e.g. http://127.0.0.1:54321 (the issuer). */
  issuer: string;
  /** The app's environment that points Google and Facebook at this provider. */
  appEnv: Record<string, string>;
  /** The app's environment that makes this provider the server's own OpenID provider (`OIDC_*`). */
  oidcEnv: Record<string, string>;
  /**
   * Plays a fresh browser (its own cookie jar) from an authorization URL through login and consent,
   * signed in as `person`, and returns where the provider finally sends the browser (the app's callback).
   */
  authorize(authorizationUrl: string, person: Person): Promise<URL>;
  /** How the last token request authenticated the client: an HTTP Basic header, or the form body. */
  lastTokenAuth(): "basic" | "post" | undefined;
  close(): Promise<void>;
}

const GOOGLE = { id: "google-client", secret: randomBytes(16).toString("hex") };
const FACEBOOK = {
  id: "facebook-client",
  secret: randomBytes(16).toString("hex"),
};
const OWN = { id: "ironpath", secret: randomBytes(16).toString("hex") };

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with a random port, standing in for Google
 * (OpenID Connect discovery, client_secret_basic), Facebook (plain OAuth 2 code flow,
 * client_secret_post, plus a Graph-like `/graph/me`) and a self-hoster's own provider (`OIDC_*`). Login and consent are automated: the
 * interaction page signs in the person the test named and grants what the client asked for.
 */
export async function startLoopbackProvider(appOrigin: string): Promise<LoopbackProvider> {
  let handle: Handler = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const people = new Map<string, Person>();
  let current: Person | undefined;
  let tokenAuth: "basic" | "post" | undefined;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  const provider: ProviderApi = new OidcProvider(issuer, {
    clients: [
      {
        client_id: GOOGLE.id,
        client_secret: GOOGLE.secret,
        redirect_uris: [`${appOrigin}/api/auth/google/callback`],
        token_endpoint_auth_method: "client_secret_basic",
      },
      {
        client_id: FACEBOOK.id,
        client_secret: FACEBOOK.secret,
        redirect_uris: [`${appOrigin}/api/auth/facebook/callback`],
        token_endpoint_auth_method: "client_secret_post",
      },
      {
        client_id: OWN.id,
        client_secret: OWN.secret,
        redirect_uris: [`${appOrigin}/api/auth/oidc/callback`],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // A fixed key, so the provider does not warn about (or generate) development keys.
    jwks: {
      keys: [
        {
          ...privateKey.export({ format: "jwk" }),
          kid: "loopback",
          use: "sig",
          alg: "RS256",
        },
      ],
    },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // Facebook's scopes: `email` comes from `claims`, `public_profile` must be known to be granted.
    scopes: ["openid", "offline_access", "public_profile"],
    // Like Google: the ID token of a code flow carries the e-mail claims, not only `sub`.
    conformIdTokenClaims: false,
    // Every client must use PKCE, confidential or not, so a flow without it fails loudly.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async (use: string) =>
          use === "id_token" && person.emailInUserInfoOnly
            ? { sub, name: person.name }
            : { sub, email: person.email, email_verified: person.emailVerified ?? true, name: person.name },
      };
    },
  });
  provider.on("server_error", (_ctx, err) => console.error("loopback provider error", err));
  const oidc = provider.callback();

  /** Signs `current` in and grants every scope asked for, as a human clicking through would. */
  const interaction: Page = async (req, res) => {
    if (!current) throw new Error("the test named nobody to sign in");
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({
      accountId: current.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? ""));
    const grantId = await grant.save();
    const result = { login: { accountId: current.sub }, consent: { grantId } };
    await provider.interactionFinished(req, res, result, {
      mergeWithLastSubmission: false,
    });
  };

  /** Graph's `/me?fields=id,name,email`, answered for a Bearer token the real provider issued. */
  const graphMe: Page = async (req, res) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    const person = token && !token.isExpired && token.clientId === FACEBOOK.id && people.get(token.accountId);
    res.setHeader("content-type", "application/json");
    if (!person) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { type: "OAuthException" } }));
      return;
    }
    const fields = new URL(req.url ?? "/", issuer).searchParams.get("fields");
    const all = { id: person.sub, name: person.name, email: person.email };
    const wanted = Object.entries(all).filter(([k]) => fields?.split(",").includes(k));
    res.end(JSON.stringify(Object.fromEntries(wanted)));
  };

  handle = (req, res) => {
    const path = new URL(req.url ?? "/", issuer).pathname;
    // oidc-provider accepts either secret method whatever was registered; record which one came.
    if (path === "/token") tokenAuth = /^basic /i.test(req.headers.authorization ?? "") ? "basic" : "post";
    const custom = path.startsWith("/interaction/") ? interaction : path === "/graph/me" ? graphMe : undefined;
    if (!custom) return oidc(req, res);
    custom(req, res).catch((err: unknown) => {
      console.error("loopback provider page failed", err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };

  async function authorize(start: string, person: Person): Promise<URL> {
    people.set(person.sub, person);
    current = person;
    return browse(new URL(start), issuer);
  }

  return {
    issuer,
    appEnv: {
      PUBLIC_ORIGIN: appOrigin,
      GOOGLE_CLIENT_ID: GOOGLE.id,
      GOOGLE_CLIENT_SECRET: GOOGLE.secret,
      GOOGLE_ISSUER: issuer,
      FACEBOOK_CLIENT_ID: FACEBOOK.id,
      FACEBOOK_CLIENT_SECRET: FACEBOOK.secret,
      FACEBOOK_AUTH_URL: `${issuer}/auth`,
      FACEBOOK_TOKEN_URL: `${issuer}/token`,
      FACEBOOK_GRAPH_URL: `${issuer}/graph`,
      OAUTH_ALLOW_INSECURE: "true",
    },
    oidcEnv: {
      PUBLIC_ORIGIN: appOrigin,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: OWN.id,
      OIDC_CLIENT_SECRET: OWN.secret,
      OAUTH_ALLOW_INSECURE: "true",
    },
    authorize,
    lastTokenAuth: () => tokenAuth,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Follows redirects like a fresh browser with its own cookie jar, until they leave `origin`. */
async function browse(start: URL, origin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10 && url.origin === origin; hop += 1) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, { redirect: "manual", headers: { cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const [name = "", value = ""] = pair.trim().split(/=(.*)/);
      const gone = attrs.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    await res.body?.cancel();
    url = new URL(location, url);
  }
  if (url.origin === origin) throw new Error("too many redirects at the provider");
  return url;
}
