import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

export interface IssuerUser {
  sub: string;
  email: string;
  name: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  user: IssuerUser;
}

/**
 * A small OpenID provider for tests: it checks what Google checks (client,
 * redirect URI, PKCE verifier, one-time codes) and signs RS256 id tokens
 * whose keys it publishes at its JWKS URL.
 */
export class LocalIssuer {
  readonly origin = "https://issuer.test";
  readonly issuer = this.origin;
  readonly authUrl = `${this.origin}/authorize`;
  readonly tokenUrl = `${this.origin}/token`;
  readonly jwksUrl = `${this.origin}/jwks`;
  private codes = new Map<string, PendingCode>();
  private keys!: { privateKey: CryptoKey; jwk: JWK };
  /** Lets a test tamper with what the next id token says. */
  overrideClaims: Record<string, unknown> = {};

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start() {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    this.keys = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" } };
    return this;
  }

  /** The consent step: the user approves, the provider redirects back with a code. */
  authorize(authorizationUrl: string, user: IssuerUser): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const p = url.searchParams;
    if (url.origin + url.pathname !== this.authUrl) throw new Error(`unexpected authorization URL ${url}`);
    if (p.get("client_id") !== this.clientId) throw new Error("unknown client");
    if (p.get("response_type") !== "code") throw new Error("unsupported response type");
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) throw new Error("PKCE required");
    if (!p.get("nonce") || !p.get("state")) throw new Error("nonce and state required");
    if (!p.get("scope")?.split(" ").includes("openid")) throw new Error("openid scope required");
    const code = crypto.randomUUID();
    this.codes.set(code, {
      clientId: this.clientId,
      redirectUri: p.get("redirect_uri")!,
      challenge: p.get("code_challenge")!,
      nonce: p.get("nonce")!,
      user,
    });
    return { code, state: p.get("state")!, redirectUri: p.get("redirect_uri")! };
  }

  /** Serves the token and JWKS endpoints; anything else is not this issuer's. */
  async handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (url.origin !== this.origin) return null;
    if (url.pathname === "/jwks") return Response.json({ keys: [this.keys.jwk] });
    if (url.pathname !== "/token" || request.method !== "POST") return new Response("not found", { status: 404 });

    const form = new URLSearchParams(await request.text());
    const pending = this.codes.get(form.get("code") ?? "");
    this.codes.delete(form.get("code") ?? ""); // codes are single use
    const fail = (error: string) => Response.json({ error }, { status: 400 });
    if (!pending) return fail("invalid_grant");
    if (form.get("grant_type") !== "authorization_code") return fail("unsupported_grant_type");
    if (form.get("client_id") !== pending.clientId || form.get("client_secret") !== this.clientSecret) return fail("invalid_client");
    if (form.get("redirect_uri") !== pending.redirectUri) return fail("invalid_grant");
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(form.get("code_verifier") ?? ""));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    if (challenge !== pending.challenge) return fail("invalid_grant");

    const now = Math.floor(Date.now() / 1000);
    const claims = { ...pending.user, email_verified: true, nonce: pending.nonce, iss: this.issuer, aud: this.clientId, iat: now, exp: now + 300 };
    const idToken = await new SignJWT({ ...claims, ...this.overrideClaims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .sign(this.keys.privateKey);
    return Response.json({ access_token: "opaque", token_type: "Bearer", expires_in: 300, id_token: idToken });
  }
}
