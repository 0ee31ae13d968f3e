import { Type, type TSchema } from "typebox";
import { CompanyRef } from "./company-profile.ts";
import { defineEndpoints } from "./endpoint.ts";
import { FileIdQuery, UploadedFile } from "./files.ts";
import {
  AddressEditProposal,
  AddressProposal,
  CompanyContributions,
  ContributionReceived,
  IndustryOptions,
  IndustryOptionsQuery,
  InfoProposal,
  ModerationDecided,
  ModerationDecision,
  ModerationPage,
  ModerationQuery,
  ProductProposal,
} from "./contributions.ts";

/** `POST /businessActivities/<path>`: a proposal about a company, signed in, moderated before it is applied. */
const propose = <const P extends string, B extends TSchema>(path: P, summary: string, body: B) =>
  ({
    method: "POST",
    path: `/businessActivities/${path}`,
    summary,
    body,
    response: ContributionReceived,
    auth: "required",
    errors: [404, 429],
  }) as const;

/** The spec's company data contributions (§7 "Company background and business") and their moderation. */
export const contributionsEndpoints = defineEndpoints("contributions", {
  addProducts: propose(
    "addProducts",
    "Proposes a product of the company (optionally with an image from avatarProduct)",
    ProductProposal,
  ),
  editCompanyPartialInfo: {
    ...propose(
      "editCompanyPartialInfo",
      "Proposes partial company information (website, e-mail, phone, description, employees) and industry codes",
      InfoProposal,
    ),
    consumes: ["application/x-www-form-urlencoded", "application/json"],
  },
  addAddressInfo: propose("addAddressInfo", "Proposes a new address of the company", AddressProposal),
  editAddressInfo: propose(
    "editAddressInfo",
    "Proposes a change to one of the company's addresses",
    AddressEditProposal,
  ),
  avatarProduct: {
    method: "POST",
    path: "/businessActivities/avatarProduct",
    summary: "Uploads a product image (PNG, JPEG, GIF or WebP, at most 2 MB) for addProducts",
    description: "multipart/form-data with `file`; through the upload service (purpose `image`).",
    consumes: ["multipart/form-data"],
    response: UploadedFile,
    auth: "required",
    errors: [413, 415, 422, 429],
  },
  getDynamicsCompanyIndustry: {
    method: "POST",
    path: "/businessActivities/getDynamicsCompanyIndustry",
    summary: "Industry codes of a scheme (ISIC, NACE, NAICS) matching a keyword, to propose one",
    body: IndustryOptionsQuery,
    response: IndustryOptions,
    auth: "none",
  },
  getContributions: {
    method: "GET",
    path: "/businessActivities/getContributions",
    summary: "The company's applied user contributions, newest first, with the values they replaced",
    query: CompanyRef,
    response: CompanyContributions,
    auth: "none",
    errors: [404],
  },
  productImage: {
    method: "GET",
    path: "/businessActivities/productImage",
    summary: "The image of a product from an approved contribution",
    query: FileIdQuery,
    produces: ["image/png", "image/jpeg", "image/gif", "image/webp"],
    response: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }),
    reply: "file",
    auth: "none",
    errors: [404],
  },
  moderationList: {
    method: "GET",
    path: "/admin/contributions",
    summary: "Administrators only (ADMIN_EMAILS): the proposals of a status, newest first",
    query: ModerationQuery,
    response: ModerationPage,
    auth: "required",
    errors: [404],
  },
  moderationDecide: {
    method: "POST",
    path: "/admin/contributions/decide",
    summary: "Administrators only: approves (and applies) or rejects one pending proposal",
    body: ModerationDecision,
    response: ModerationDecided,
    auth: "required",
    errors: [404, 409],
  },
});
