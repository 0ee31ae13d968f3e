import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { ContactPersonForm } from "../../../contract/account-fields.ts";
import { schemaResolver } from "../../lib/typebox-resolver.ts";
import { EMPTY_CONTACT, contactBody, contactValues, type ContactValues } from "./contact-form.ts";

// The messages by kind (the real ones are Lingui macros, compiled only in the app's build).
const byKind = (kind: string) => new Proxy({}, { get: () => ({ id: kind, message: kind }) });
vi.mock("../accounts/index.ts", () => ({ PROFILE_MESSAGES: byKind("required") }));
vi.mock("@lingui/core/macro", () => ({ msg: () => ({ id: "tooLong", message: "tooLong" }) }));
const { CONTACT_MESSAGES } = await import("./contact-messages.ts");

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
i18n.activate("en");
const resolve = schemaResolver<ContactValues>(ContactPersonForm, i18n, {
  messages: CONTACT_MESSAGES,
  trim: true,
});

async function validateContact(values: ContactValues) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactValues>;
  const { errors } = await resolve(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}
const checkContactField = async (field: keyof ContactValues, value: string) =>
  (await validateContact({ ...ADA, [field]: value }))[field] ?? null;

const ADA = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phoneNumber: "+44 1", position: "" };

describe("contact form (the server's setContactPerson rules)", () => {
  it("requires names, e-mail and phone, not the position", async () => {
    expect(await checkContactField("firstName", "  ")).toBe("required");
    expect(await checkContactField("phoneNumber", "")).toBe("required");
    expect(await checkContactField("position", "")).toBeNull();
    expect(await validateContact(EMPTY_CONTACT)).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      phoneNumber: "required",
    });
    expect(await validateContact(ADA)).toEqual({});
  });

  it("bounds names and e-mail at 50 characters, trimmed", async () => {
    expect(await checkContactField("lastName", "x".repeat(51))).toBe("tooLong");
    expect(await checkContactField("lastName", ` ${"x".repeat(50)} `)).toBeNull();
    expect(await checkContactField("email", `${"a".repeat(45)}@x.com`)).toBe("tooLong");
    expect(await checkContactField("position", "p".repeat(101))).toBe("tooLong");
  });

  it("fills the form from the saved contact of its type and sends trimmed values", () => {
    const saved = [
      { type: 2 as const, ...ADA, firstName: "Bob" },
      { type: 1 as const, ...ADA, position: "CFO" },
    ];
    expect(contactValues(saved, 1)).toEqual({ ...ADA, position: "CFO" });
    expect(contactValues(saved, 2).firstName).toBe("Bob");
    expect(contactValues([], 2)).toEqual(EMPTY_CONTACT);
    expect(contactBody({ ...ADA, firstName: " Ada ", position: " Boss " }, 2)).toEqual({
      type: 2,
      ...ADA,
      position: "Boss",
    });
  });
});
