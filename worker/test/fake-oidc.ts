/**
 * A fake OpenID Connect provider for the OAuth tests, answering at its own issuer URL.
 *
 * The worker tests run inside workerd, where a Node HTTP server (oauth2-mock-server) cannot be
 * reached, so the fake is installed as a `fetch` spy: requests to the issuer's origin are
 * answered here, everything else goes to the real `fetch`. It behaves like a strict provider:
 * discovery document, an authorization step that records the PKCE challenge, a token endpoint
 * that checks the client secret (client_secret_post), the redirect URI, the code (single use)
 * and the PKCE verifier, and a userinfo endpoint behind the access token.
 */
import { vi } from "vitest";

export interface FakeProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface Grant {
  profile: FakeProfile;
  challenge: string;
  redirectUri: string;
  clientId: string;
}

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const b64urlJson = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));

async function s256(verifier: string) {
  return b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

export class FakeOidcProvider {
  readonly grants = new Map<string, Grant>();
  readonly tokens = new Map<string, FakeProfile>();
  /** Every request the worker made to this provider. */
  readonly requests: { method: string; path: string; body?: URLSearchParams }[] = [];
  /** The `aud` to put in ID tokens (override to test a token for another client). */
  audience: string;

  constructor(
    readonly issuer: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {
    this.audience = clientId;
  }

  /**
   * The user "consents" at the authorization URL the worker redirected to: checks it like a
   * provider would and returns the code and state the provider would send back.
   */
  async authorize(authorizationUrl: string, profile: FakeProfile) {
    const url = new URL(authorizationUrl);
    const p = url.searchParams;
    if (`${url.origin}${url.pathname}` !== `${this.issuer}/authorize`) throw new Error(`Unexpected authorization endpoint ${url}`);
    if (p.get("response_type") !== "code") throw new Error("response_type must be code");
    if (p.get("client_id") !== this.clientId) throw new Error("unknown client_id");
    if (!p.get("scope")?.split(" ").includes("openid")) throw new Error("the openid scope is missing");
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) throw new Error("PKCE S256 is required");
    if (!p.get("state")) throw new Error("state is required");
    const code = crypto.randomUUID();
    this.grants.set(code, { profile, challenge: p.get("code_challenge")!, redirectUri: p.get("redirect_uri")!, clientId: this.clientId });
    return { code, state: p.get("state")! };
  }

  /** True when `url` belongs to this provider. */
  owns(url: string) {
    return url.startsWith(`${this.issuer}/`);
  }

  async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.slice(new URL(this.issuer).pathname.replace(/\/$/, "").length);
    const body = request.method === "POST" ? new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())) : undefined;
    this.requests.push({ method: request.method, path, body });

    if (request.method === "GET" && path === "/.well-known/openid-configuration") {
      return Response.json({
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        userinfo_endpoint: `${this.issuer}/userinfo`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (request.method === "POST" && path === "/token") return this.token(body!);
    if (request.method === "GET" && path === "/userinfo") {
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      const profile = this.tokens.get(token);
      if (!profile) return Response.json({ error: "invalid_token" }, { status: 401 });
      return Response.json(profile);
    }
    return Response.json({ error: "not_found" }, { status: 404 });
  }

  private async token(body: URLSearchParams): Promise<Response> {
    const fail = (error: string) => Response.json({ error }, { status: 400 });
    if (body.get("grant_type") !== "authorization_code") return fail("unsupported_grant_type");
    if (body.get("client_id") !== this.clientId || body.get("client_secret") !== this.clientSecret) {
      return Response.json({ error: "invalid_client" }, { status: 401 });
    }
    const code = body.get("code") ?? "";
    const grant = this.grants.get(code);
    this.grants.delete(code); // single use
    if (!grant) return fail("invalid_grant");
    if (body.get("redirect_uri") !== grant.redirectUri) return fail("invalid_grant");
    if ((await s256(body.get("code_verifier") ?? "")) !== grant.challenge) return fail("invalid_grant");

    const accessToken = crypto.randomUUID();
    this.tokens.set(accessToken, grant.profile);
    const now = Math.floor(Date.now() / 1000);
    const idToken = [
      b64urlJson({ alg: "RS256", typ: "JWT", kid: "fake" }),
      b64urlJson({ iss: this.issuer, aud: this.audience, sub: grant.profile.sub, email: grant.profile.email, iat: now, exp: now + 3600 }),
      b64url(new Uint8Array(32)),
    ].join(".");
    return Response.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, id_token: idToken, scope: "openid profile email" });
  }
}

/**
 * Routes `fetch` calls for the providers' issuers to the fakes and everything else to the real
 * `fetch`. Returns the function that puts the real `fetch` back.
 */
export function installFakeProviders(...providers: FakeOidcProvider[]): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const provider = providers.find((p) => p.owns(request.url));
    return provider ? provider.handle(request) : realFetch(input, init);
  });
  return () => spy.mockRestore();
}
