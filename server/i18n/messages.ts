import type { Locale } from "../../contract/locales.ts";

type Catalog = Record<Locale, string>;

/**
 * The server's own messages in the nine languages. Features add their entries here;
 * `messages.test.ts` fails on any missing or untranslated entry.
 */
export const SERVER_MESSAGES = {
  success: {
    en: "success",
    zh: "成功",
    ja: "成功",
    de: "Erfolgreich",
    fr: "Succès",
    es: "Éxito",
    it: "Operazione riuscita",
    nl: "Gelukt",
    pt: "Sucesso",
  },
  unauthorized: {
    en: "Please Login in!",
    zh: "请先登录！",
    ja: "ログインしてください！",
    de: "Bitte melden Sie sich an!",
    fr: "Veuillez vous connecter !",
    es: "¡Inicie sesión, por favor!",
    it: "Effettua l'accesso!",
    nl: "Log eerst in!",
    pt: "Por favor, inicie sessão!",
  },
  loggedInElsewhere: {
    en: "Your account is logged in on another device. If you lose your password, please handle it promptly. You can also choose to log in again",
    zh: "您的账号已在其他设备上登录。如果您的密码已泄露，请及时处理。您也可以选择重新登录",
    ja: "お使いのアカウントは別のデバイスでログインされています。パスワードが漏えいした場合は速やかに対処してください。再度ログインすることもできます",
    de: "Ihr Konto ist auf einem anderen Gerät angemeldet. Falls Ihr Passwort abhandengekommen ist, handeln Sie bitte umgehend. Sie können sich auch erneut anmelden",
    fr: "Votre compte est connecté sur un autre appareil. Si vous avez perdu votre mot de passe, veuillez agir rapidement. Vous pouvez aussi vous reconnecter",
    es: "Su cuenta ha iniciado sesión en otro dispositivo. Si ha perdido su contraseña, actúe de inmediato. También puede volver a iniciar sesión",
    it: "Il tuo account ha effettuato l'accesso su un altro dispositivo. Se hai perso la password, intervieni subito. Puoi anche accedere di nuovo",
    nl: "Uw account is op een ander apparaat aangemeld. Bent u uw wachtwoord kwijt, handel dan direct. U kunt ook opnieuw inloggen",
    pt: "A sua conta está ligada noutro dispositivo. Se perdeu a palavra-passe, trate disso de imediato. Também pode voltar a iniciar sessão",
  },
  notFound: {
    en: "The requested resource was not found",
    zh: "未找到请求的资源",
    ja: "要求されたリソースが見つかりません",
    de: "Die angeforderte Ressource wurde nicht gefunden",
    fr: "La ressource demandée est introuvable",
    es: "No se encontró el recurso solicitado",
    it: "La risorsa richiesta non è stata trovata",
    nl: "De gevraagde bron is niet gevonden",
    pt: "O recurso pedido não foi encontrado",
  },
  invalidRequest: {
    en: "Invalid request: {detail}",
    zh: "请求无效：{detail}",
    ja: "無効なリクエスト：{detail}",
    de: "Ungültige Anfrage: {detail}",
    fr: "Requête invalide : {detail}",
    es: "Solicitud no válida: {detail}",
    it: "Richiesta non valida: {detail}",
    nl: "Ongeldig verzoek: {detail}",
    pt: "Pedido inválido: {detail}",
  },
  payloadTooLarge: {
    en: "The request is too large",
    zh: "请求内容过大",
    ja: "リクエストが大きすぎます",
    de: "Die Anfrage ist zu groß",
    fr: "La requête est trop volumineuse",
    es: "La solicitud es demasiado grande",
    it: "La richiesta è troppo grande",
    nl: "Het verzoek is te groot",
    pt: "O pedido é demasiado grande",
  },
  tooManyRequests: {
    en: "Too many requests, please try again later",
    zh: "请求过于频繁，请稍后再试",
    ja: "リクエストが多すぎます。しばらくしてから再度お試しください",
    de: "Zu viele Anfragen, bitte versuchen Sie es später erneut",
    fr: "Trop de requêtes, veuillez réessayer plus tard",
    es: "Demasiadas solicitudes, inténtelo de nuevo más tarde",
    it: "Troppe richieste, riprova più tardi",
    nl: "Te veel verzoeken, probeer het later opnieuw",
    pt: "Demasiados pedidos, tente novamente mais tarde",
  },
  internal: {
    en: "Something went wrong on our side. Please try again later",
    zh: "服务器出现问题，请稍后再试",
    ja: "サーバー側で問題が発生しました。しばらくしてから再度お試しください",
    de: "Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut",
    fr: "Une erreur s'est produite de notre côté. Veuillez réessayer plus tard",
    es: "Algo salió mal por nuestra parte. Inténtelo de nuevo más tarde",
    it: "Si è verificato un errore da parte nostra. Riprova più tardi",
    nl: "Er ging aan onze kant iets mis. Probeer het later opnieuw",
    pt: "Ocorreu um erro do nosso lado. Tente novamente mais tarde",
  },
  dataLoading: {
    en: "The data is still loading, please try again in a moment",
    zh: "数据仍在加载中，请稍后再试",
    ja: "データを読み込み中です。しばらくしてから再度お試しください",
    de: "Die Daten werden noch geladen, bitte versuchen Sie es gleich erneut",
    fr: "Les données sont en cours de chargement, veuillez réessayer dans un instant",
    es: "Los datos aún se están cargando, inténtelo de nuevo en un momento",
    it: "I dati sono ancora in caricamento, riprova tra poco",
    nl: "De gegevens worden nog geladen, probeer het zo opnieuw",
    pt: "Os dados ainda estão a carregar, tente novamente daqui a pouco",
  },
} as const satisfies Record<string, Catalog>;

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** The message in the locale, with `{name}` placeholders filled. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template: string = SERVER_MESSAGES[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
