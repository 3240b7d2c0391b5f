import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, PBKDF2_ITERATIONS, secretsEqual, verifyPassword } from "./passwords";

describe("admin password hashes", () => {
  it("never asks for more than the 100,000 PBKDF2 iterations deployed Workers allow", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it("stores a self-describing string with a 16-byte salt and verifies only the right password", async () => {
    const stored = await hashPassword("كلمة سر طويلة");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(parsePasswordHash(stored)?.salt.length).toBe(16);
    expect(await verifyPassword("كلمة سر طويلة", stored)).toBe(true);
    expect(await verifyPassword("كلمة سر طويله", stored)).toBe(false);
  });

  it("salts each hash differently", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed hashes and hashes asking for more iterations than allowed", async () => {
    const stored = await hashPassword("pw", 1000);
    const [, , salt, hash] = stored.split("$");
    for (const bad of ["", "plain", `pbkdf2-sha256$abc$${salt}$${hash}`, `pbkdf2-sha256$200000$${salt}$${hash}`, `sha1$1000$${salt}$${hash}`, `${stored}$extra`])
      expect(await verifyPassword("pw", bad)).toBe(false);
    expect(await verifyPassword("pw", stored)).toBe(true);
  });

  it("compares secrets of any lengths", async () => {
    expect(await secretsEqual("admin", "admin")).toBe(true);
    expect(await secretsEqual("admin", "admin2")).toBe(false);
    expect(await secretsEqual("", "x")).toBe(false);
  });
});
