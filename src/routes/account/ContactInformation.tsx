import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "./-contact-page.tsx";

/** /account/ContactInformation (spec: Account group): the contact person. */
export const Route = createFileRoute("/account/ContactInformation")({ component: () => <ContactPage type={1} /> });
