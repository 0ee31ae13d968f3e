import type { MessageCatalog } from "../i18n/catalog.ts";

/** Messages of the mail delivery. */
export const MAIL_MESSAGES = {
  mailFailed: {
    en: "The email could not be sent, please try again later",
    zh: "邮件发送失败，请稍后再试",
    ja: "メールを送信できませんでした。しばらくしてから再度お試しください",
    de: "Die E-Mail konnte nicht gesendet werden, bitte versuchen Sie es später erneut",
    fr: "L'e-mail n'a pas pu être envoyé, veuillez réessayer plus tard",
    es: "No se pudo enviar el correo electrónico, inténtelo de nuevo más tarde",
    it: "Impossibile inviare l'email, riprova più tardi",
    nl: "De e-mail kon niet worden verzonden, probeer het later opnieuw",
    pt: "Não foi possível enviar o e-mail, tente novamente mais tarde",
  },
} as const satisfies MessageCatalog;
