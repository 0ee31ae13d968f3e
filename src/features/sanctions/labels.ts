import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Names of the screening engine's features (server/features/sanctions/screening/entity-score.ts). */
export const FEATURE_LABELS: Record<string, MessageDescriptor> = {
  name_match: msg({ message: "Name", comment: "Screening feature: the best name comparison" }),
  weak_alias_match: msg({ message: "Weak alias", comment: "Screening feature: a name the list grades as weak" }),
  name_phonetic: msg({ message: "Sound of the name", comment: "Screening feature: phonetic keys" }),
  name_ngram: msg({ message: "Spelling of the name", comment: "Screening feature: character trigrams" }),
  dob_match: msg({ message: "Birth date agrees", comment: "Screening feature" }),
  dob_mismatch: msg({ message: "Birth date differs", comment: "Screening feature" }),
  country_match: msg({ message: "Country agrees", comment: "Screening feature" }),
  country_mismatch: msg({ message: "Country differs", comment: "Screening feature" }),
  identifier_match: msg({ message: "Identifier", comment: "Screening feature: a listed identifier given exactly" }),
};

/** What each feature measures, for the reader of an alert. */
export const FEATURE_HELP: Record<string, MessageDescriptor> = {
  name_match: msg`Words of the name aligned with the closest listed name, rare words weighing more than common ones.`,
  weak_alias_match: msg`The closest name is an alias the list itself grades as weak: it alone cannot make a match.`,
  name_phonetic: msg`Share of the name matched by sound alone, where the spellings differ (0 when the words are spelt alike).`,
  name_ngram: msg`Share of three-letter sequences the two spellings have in common.`,
  dob_match: msg`The birth date given agrees with a listed one and raises the score.`,
  dob_mismatch: msg`The birth date given differs from every listed one and lowers the score.`,
  country_match: msg`A country given is one the entry is linked to.`,
  country_mismatch: msg`No country given is one the entry is linked to, which lowers the score.`,
  identifier_match: msg`A listed identifier was given exactly: it carries the score on its own.`,
};

export const ENTRY_TYPE_LABELS: Record<string, MessageDescriptor> = {
  entity: msg({ message: "Company or organisation", comment: "Type of a sanctions list entry" }),
  individual: msg({ message: "Person", context: "sanctions list entry type" }),
  vessel: msg({ message: "Vessel", comment: "Type of a sanctions list entry" }),
  aircraft: msg({ message: "Aircraft", comment: "Type of a sanctions list entry" }),
};

export const NAME_TYPE_LABELS: Record<string, MessageDescriptor> = {
  primary: msg({ message: "Primary name", comment: "Kind of name on a sanctions list" }),
  aka: msg({ message: "Also known as", comment: "Kind of name on a sanctions list" }),
  fka: msg({ message: "Formerly known as", comment: "Kind of name on a sanctions list" }),
  nka: msg({ message: "Now known as", comment: "Kind of name on a sanctions list" }),
};
