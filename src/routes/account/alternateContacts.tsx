import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "./-contact-page.tsx";

/** /account/alternateContacts (menu title "alternate contacts"): the alternate contact. */
export const Route = createFileRoute("/account/alternateContacts")({ component: () => <ContactPage type={2} /> });
