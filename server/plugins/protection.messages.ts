import type { MessageCatalog } from "../i18n/catalog.ts";

/** Messages of the server's protection (issue 20): load shedding, statement timeout, bounds on query cost. */
export const PROTECTION_MESSAGES = {
  serverBusy: {
    en: "The server is busy, please try again in {seconds} seconds",
    zh: "服务器繁忙，请在 {seconds} 秒后重试",
    ja: "サーバーが混み合っています。{seconds} 秒後にもう一度お試しください",
    de: "Der Server ist ausgelastet, bitte versuchen Sie es in {seconds} Sekunden erneut",
    fr: "Le serveur est occupé, veuillez réessayer dans {seconds} secondes",
    es: "El servidor está ocupado, inténtelo de nuevo dentro de {seconds} segundos",
    it: "Il server è occupato, riprova tra {seconds} secondi",
    nl: "De server is bezet, probeer het over {seconds} seconden opnieuw",
    pt: "O servidor está ocupado, tente novamente dentro de {seconds} segundos",
  },
  queryTimeout: {
    en: "This request took too long and was stopped; narrow it down and try again",
    zh: "此请求耗时过长，已被中止；请缩小范围后重试",
    ja: "このリクエストは時間がかかりすぎたため中止されました。条件を絞り込んでもう一度お試しください",
    de: "Diese Anfrage hat zu lange gedauert und wurde abgebrochen; bitte schränken Sie sie ein und versuchen Sie es erneut",
    fr: "Cette requête a pris trop de temps et a été interrompue ; affinez-la et réessayez",
    es: "Esta solicitud tardó demasiado y se detuvo; acótela e inténtelo de nuevo",
    it: "Questa richiesta ha richiesto troppo tempo ed è stata interrotta; restringila e riprova",
    nl: "Dit verzoek duurde te lang en is gestopt; maak het specifieker en probeer het opnieuw",
    pt: "Este pedido demorou demasiado e foi interrompido; restrinja-o e tente novamente",
  },
  searchTooManyWords: {
    en: "Search with at most {max} words",
    zh: "搜索最多只能包含 {max} 个词",
    ja: "検索語は {max} 語までにしてください",
    de: "Suchen Sie mit höchstens {max} Wörtern",
    fr: "Recherchez avec {max} mots au maximum",
    es: "Busque con {max} palabras como máximo",
    it: "Cerca con al massimo {max} parole",
    nl: "Zoek met maximaal {max} woorden",
    pt: "Pesquise com no máximo {max} palavras",
  },
  textTooLong: {
    en: "{field} is too long: at most {max} characters",
    zh: "{field} 过长：最多 {max} 个字符",
    ja: "{field} が長すぎます：最大 {max} 文字です",
    de: "{field} ist zu lang: höchstens {max} Zeichen",
    fr: "{field} est trop long : {max} caractères au maximum",
    es: "{field} es demasiado largo: {max} caracteres como máximo",
    it: "{field} è troppo lungo: al massimo {max} caratteri",
    nl: "{field} is te lang: maximaal {max} tekens",
    pt: "{field} é demasiado longo: no máximo {max} caracteres",
  },
} as const satisfies MessageCatalog;
