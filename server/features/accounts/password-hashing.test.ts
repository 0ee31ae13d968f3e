import { randomBytes, scryptSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { PASSWORD, login, registerUser } from "./accounts.test-helpers.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";

/** A hash as the server made them before the cost was raised: scrypt N=2^15. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("finding 8: scrypt at N=2^17 with a transparent rehash", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("hashes new passwords at N=2^17, r=8, p=1 and still verifies old hashes", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword("Wrong1234", hash)).toBe(false);
    const old = oldHash(PASSWORD);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword(PASSWORD, old)).toBe(true);
  });

  it("replaces an old hash at the next successful login, and the password keeps working", async () => {
    await registerUser(t, "old-hash@example.com");
    const old = oldHash(PASSWORD);
    await t.database.db
      .updateTable("app_users")
      .set({ password_hash: old })
      .where("email", "=", "old-hash@example.com")
      .execute();
    await login(t, "old-hash@example.com");
    const row = await t.database.db
      .selectFrom("app_users")
      .select("password_hash")
      .where("email", "=", "old-hash@example.com")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(old);
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await login(t, "old-hash@example.com");
  });
});
