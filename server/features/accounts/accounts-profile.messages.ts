import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The "Complete your Profile" form and the contact persons (spec section 5, profile save). */
export const ACCOUNTS_PROFILE_MESSAGES = {
  profileFirstNameRequired: /*i18n*/ {
    id: "profileFirstNameRequired",
    message: "Please enter the first name",
    comment: "English: Please enter the first name",
  },
  profileLastNameRequired: /*i18n*/ {
    id: "profileLastNameRequired",
    message: "Please enter the last name",
    comment: "English: Please enter the last name",
  },
  profilePhoneRequired: /*i18n*/ {
    id: "profilePhoneRequired",
    message: "Please enter the phone number",
    comment: "English: Please enter the phone number",
  },
  profileEmailRequired: /*i18n*/ { id: "Please enter the email" },
  profileCountryRequired: /*i18n*/ { id: "Please enter the country code" },
  profileAddressRequired: /*i18n*/ { id: "Please enter the address line 1" },
  profileCityRequired: /*i18n*/ { id: "Please enter the city" },
  profileZipRequired: /*i18n*/ { id: "Please enter the zip code" },
  profileOrganizationRequired: /*i18n*/ { id: "Please enter the organization name" },
  firstNameTooLong: /*i18n*/ { id: "The first name cannot be longer than {max} characters" },
  lastNameTooLong: /*i18n*/ { id: "The last name cannot be longer than {max} characters" },
  emailTooLong: /*i18n*/ { id: "The email cannot be longer than {max} characters" },
  address1TooLong: /*i18n*/ { id: "The address line 1 cannot be longer than {max} characters" },
  cityTooLong: /*i18n*/ { id: "The city cannot be longer than {max} characters" },
  zipCodeTooLong: /*i18n*/ { id: "The zip code cannot be longer than {max} characters" },
  profileSaved: /*i18n*/ { id: "Your profile has been saved" },
  contactSaved: /*i18n*/ { id: "The contact has been saved" },
} as const satisfies MessageCatalog;
