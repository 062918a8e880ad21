import * as client from "openid-client";
import type { Config } from "../config.js";

export type Provider = "google" | "facebook";

export interface ProviderIdentity {
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
 * One social provider: Google through OpenID Connect discovery, Facebook through its OAuth 2
 * endpoints and the Graph `/me` call. Endpoints come from configuration, so tests run the whole
 * flow against a real provider on loopback.
 */
export class SocialProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly name: Provider,
    private readonly config: Config,
  ) {}

  get enabled(): boolean {
    return this.name === "google"
      ? Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET)
      : Boolean(this.config.FACEBOOK_CLIENT_ID && this.config.FACEBOOK_CLIENT_SECRET);
  }

  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const configuration = await this.getConfiguration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: this.name === "google" ? "openid email profile" : "email public_profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
    };
    if (this.name === "google") params.nonce = nonce;
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
      ...(this.name === "google" ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    if (this.name === "google") {
      const claims = tokens.claims();
      if (!claims) throw new Error("The provider sent no ID token");
      // Only an e-mail the provider vouches for is kept: an unverified one would let anyone claim
      // (and so block) someone else's address here.
      const email = typeof claims.email === "string" && claims.email_verified === true ? claims.email : null;
      return { subject: claims.sub, email };
    }
    const me = new URL(`${this.config.FACEBOOK_GRAPH_URL.replace(/\/$/, "")}/me`);
    me.searchParams.set("fields", "id,name,email");
    const response = await client.fetchProtectedResource(configuration, tokens.access_token, me, "GET");
    if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
    const body = (await response.json()) as { id?: unknown; email?: unknown };
    if (typeof body.id !== "string" || body.id === "") throw new Error("Graph /me sent no id");
    return {
      subject: body.id,
      email: typeof body.email === "string" ? body.email : null,
    };
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
