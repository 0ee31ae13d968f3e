/**
 * The English (and Latin-script) legal-form words that both company search and sanctions screening
 * take off the end of a name, as folded word sequences. Each adds its own: search the written-out
 * European and Asian forms, screening the forms sanctions lists write (OOO, FZE, "joint stock company").
 */
export const COMMON_LEGAL_FORMS = [
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "limited",
  "llc",
  "l l c",
  "plc",
  "co ltd",
  "co inc",
  "pte ltd",
  "pvt ltd",
  "private limited",
  "pty ltd",
  "s a",
  "sdn bhd",
  "bhd",
  "jsc",
  "pjsc",
  "ojsc",
  "cjsc",
] as const;
