import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Google and Apple sign-in; `{provider}` is the provider's name. */
export const ACCOUNTS_THIRD_PARTY_MESSAGES = {
  thirdPartyUnavailable: {
    en: "Sign-in with {provider} is not available",
    zh: "暂不支持使用{provider}登录",
    ja: "{provider}でのログインは利用できません",
    de: "Die Anmeldung mit {provider} ist nicht verfügbar",
    fr: "La connexion avec {provider} n'est pas disponible",
    es: "El inicio de sesión con {provider} no está disponible",
    it: "L'accesso con {provider} non è disponibile",
    nl: "Inloggen met {provider} is niet beschikbaar",
    pt: "O início de sessão com {provider} não está disponível",
  },
  thirdPartyInvalid: {
    en: "The {provider} sign-in could not be verified, please try again",
    zh: "无法验证{provider}登录，请重试",
    ja: "{provider}のログインを確認できませんでした。もう一度お試しください",
    de: "Die Anmeldung mit {provider} konnte nicht bestätigt werden, bitte versuchen Sie es erneut",
    fr: "La connexion avec {provider} n'a pas pu être vérifiée, veuillez réessayer",
    es: "No se pudo verificar el inicio de sesión con {provider}, inténtelo de nuevo",
    it: "Non è stato possibile verificare l'accesso con {provider}, riprova",
    nl: "De aanmelding met {provider} kon niet worden geverifieerd, probeer het opnieuw",
    pt: "Não foi possível verificar o início de sessão com {provider}, tente novamente",
  },
  thirdPartyEmailUnverified: {
    en: "Your {provider} account has no verified email address",
    zh: "您的{provider}账号没有已验证的邮箱地址",
    ja: "{provider}アカウントに確認済みのメールアドレスがありません",
    de: "Ihr {provider}-Konto hat keine bestätigte E-Mail-Adresse",
    fr: "Votre compte {provider} n'a pas d'adresse e-mail vérifiée",
    es: "Su cuenta de {provider} no tiene una dirección de correo electrónico verificada",
    it: "Il tuo account {provider} non ha un indirizzo email verificato",
    nl: "Uw {provider}-account heeft geen geverifieerd e-mailadres",
    pt: "A sua conta {provider} não tem um endereço de e-mail verificado",
  },
} as const satisfies MessageCatalog;
