import * as client from "openid-client";
import type { Config } from "../../config.js";

export type Provider = "google" | "facebook" | "oidc";

export interface ProviderIdentity {
  /**
   * Whom the subject belongs to, as accounts are kept: `google`, `facebook`, or `oidc:` and the
   * issuer, so a server moved to another provider never takes its subjects for the old one's.
   */
  provider: string;
  subject: string;
  email: string | null;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * One social provider: Google and the self-hoster's own OpenID provider (`OIDC_*`) through OpenID
 * Connect discovery, Facebook through its OAuth 2 endpoints and the Graph `/me` call. Endpoints
 * come from configuration, so tests run the whole flow against a real provider on loopback.
 */
export class SocialProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly name: Provider,
    private readonly config: Config,
  ) {}

  get enabled(): boolean {
    const c = this.config;
    if (this.name === "oidc") return Boolean(c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET);
    return this.name === "google"
      ? Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET)
      : Boolean(c.FACEBOOK_CLIENT_ID && c.FACEBOOK_CLIENT_SECRET);
  }

  /** OpenID Connect (an ID token, a nonce), as opposed to Facebook's plain OAuth 2. */
  private get openId(): boolean {
    return this.name !== "facebook";
  }

  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const configuration = await this.getConfiguration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: this.openId ? "openid email profile" : "email public_profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
    };
    if (this.openId) params.nonce = nonce;
    return {
      url: client.buildAuthorizationUrl(configuration, params),
      state,
      codeVerifier,
      nonce,
    };
  }

  /** Exchanges the callback's code (checking state, PKCE and, for OpenID, the nonce) for an identity. */
  async identity(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<ProviderIdentity> {
    const configuration = await this.getConfiguration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      pkceCodeVerifier: checks.codeVerifier,
      ...(this.openId ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    if (this.openId) return this.openIdIdentity(configuration, tokens);
    const me = new URL(`${this.config.FACEBOOK_GRAPH_URL.replace(/\/$/, "")}/me`);
    me.searchParams.set("fields", "id,name,email");
    const response = await client.fetchProtectedResource(configuration, tokens.access_token, me, "GET");
    if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
    const body = (await response.json()) as { id?: unknown; email?: unknown };
    if (typeof body.id !== "string" || body.id === "") throw new Error("Graph /me sent no id");
    return {
      provider: this.name,
      subject: body.id,
      email: typeof body.email === "string" ? body.email : null,
    };
  }

  private async openIdIdentity(
    configuration: client.Configuration,
    tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
  ): Promise<ProviderIdentity> {
    const claims = tokens.claims();
    if (!claims) throw new Error("The provider sent no ID token");
    let said: Record<string, unknown> = claims as Record<string, unknown>;
    // Some providers (Authelia, by default) keep the e-mail out of the ID token: ask UserInfo.
    const metadata = configuration.serverMetadata();
    if (this.name === "oidc" && claims.email === undefined && metadata.userinfo_endpoint) {
      said = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    }
    // Only an e-mail the provider vouches for is kept: an unverified one would let anyone claim
    // (and so block) someone else's address here.
    const email = typeof said.email === "string" && said.email_verified === true ? said.email : null;
    const provider = this.name === "oidc" ? `oidc:${metadata.issuer}` : this.name;
    return { provider, subject: claims.sub, email };
  }

  private getConfiguration(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((err) => {
      this.configuration = undefined; // try again on the next sign-in
      throw err;
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const c = this.config;
    const insecure = c.OAUTH_ALLOW_INSECURE ? { execute: [client.allowInsecureRequests] } : undefined;
    if (this.name === "oidc") {
      // The standard's default way to send the secret, and the one Authelia expects unless told.
      return client.discovery(
        new URL(c.OIDC_ISSUER as string),
        c.OIDC_CLIENT_ID as string,
        undefined,
        client.ClientSecretBasic(c.OIDC_CLIENT_SECRET),
        insecure,
      );
    }
    if (this.name === "google") {
      return client.discovery(
        new URL(c.GOOGLE_ISSUER),
        c.GOOGLE_CLIENT_ID as string,
        c.GOOGLE_CLIENT_SECRET as string,
        undefined,
        insecure,
      );
    }
    const configuration = new client.Configuration(
      {
        issuer: new URL(c.FACEBOOK_AUTH_URL).origin,
        authorization_endpoint: c.FACEBOOK_AUTH_URL,
        token_endpoint: c.FACEBOOK_TOKEN_URL,
      },
      c.FACEBOOK_CLIENT_ID as string,
      c.FACEBOOK_CLIENT_SECRET as string,
      client.ClientSecretPost(c.FACEBOOK_CLIENT_SECRET),
    );
    if (insecure) client.allowInsecureRequests(configuration);
    return configuration;
  }
}
