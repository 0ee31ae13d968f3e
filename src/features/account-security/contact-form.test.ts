import { describe, expect, it } from "vitest";
import {
  EMPTY_CONTACT,
  checkContactField,
  contactBody,
  contactValues,
  hasErrors,
  validateContact,
} from "./contact-form.ts";

const ADA = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phoneNumber: "+44 1", position: "" };

describe("contact form (the server's setContactPerson rules)", () => {
  it("requires names, e-mail and phone, not the position", () => {
    expect(checkContactField("firstName", "  ")).toBe("required");
    expect(checkContactField("phoneNumber", "")).toBe("required");
    expect(checkContactField("position", "")).toBeNull();
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      phoneNumber: "required",
      position: null,
    });
    expect(hasErrors(validateContact(ADA))).toBe(false);
  });

  it("bounds names and e-mail at 50 characters, trimmed", () => {
    expect(checkContactField("lastName", "x".repeat(51))).toBe("tooLong");
    expect(checkContactField("lastName", ` ${"x".repeat(50)} `)).toBeNull();
    expect(checkContactField("email", `${"a".repeat(45)}@x.com`)).toBe("tooLong");
    expect(checkContactField("position", "p".repeat(101))).toBe("tooLong");
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
