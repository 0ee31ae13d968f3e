import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Messages of the company profile: unknown companies and people, the company id, the view log. */
export const COMPANY_PROFILE_MESSAGES = {
  companyNotFound: {
    en: "No company was found with this ID",
    zh: "未找到该编号对应的企业",
    ja: "このIDの企業は見つかりませんでした",
    de: "Zu dieser ID wurde kein Unternehmen gefunden",
    fr: "Aucune entreprise ne correspond à cet identifiant",
    es: "No se encontró ninguna empresa con este ID",
    it: "Nessuna azienda trovata con questo ID",
    nl: "Er is geen bedrijf met deze ID gevonden",
    pt: "Não foi encontrada nenhuma empresa com este ID",
  },
  companyIdRequired: {
    en: "Please give the company ID (id, aaaId or companyId)",
    zh: "请提供企业编号（id、aaaId 或 companyId）",
    ja: "企業ID（id、aaaId、companyId のいずれか）を指定してください",
    de: "Bitte geben Sie die Unternehmens-ID an (id, aaaId oder companyId)",
    fr: "Veuillez indiquer l'identifiant de l'entreprise (id, aaaId ou companyId)",
    es: "Indique el ID de la empresa (id, aaaId o companyId)",
    it: "Indica l'ID dell'azienda (id, aaaId o companyId)",
    nl: "Geef de bedrijfs-ID op (id, aaaId of companyId)",
    pt: "Indique o ID da empresa (id, aaaId ou companyId)",
  },
  personNotFound: {
    en: "No person was found with this ID",
    zh: "未找到该编号对应的人员",
    ja: "このIDの人物は見つかりませんでした",
    de: "Zu dieser ID wurde keine Person gefunden",
    fr: "Aucune personne ne correspond à cet identifiant",
    es: "No se encontró ninguna persona con este ID",
    it: "Nessuna persona trovata con questo ID",
    nl: "Er is geen persoon met deze ID gevonden",
    pt: "Não foi encontrada nenhuma pessoa com este ID",
  },
  viewTimesInvalid: {
    en: "The view times are not valid: the end must be a date after the start",
    zh: "浏览时间无效：结束时间必须晚于开始时间",
    ja: "閲覧時間が無効です。終了は開始より後の日時にしてください",
    de: "Die Ansichtszeiten sind ungültig: Das Ende muss nach dem Beginn liegen",
    fr: "Les heures de consultation ne sont pas valides : la fin doit suivre le début",
    es: "Las horas de consulta no son válidas: el final debe ser posterior al inicio",
    it: "Gli orari di visualizzazione non sono validi: la fine deve seguire l'inizio",
    nl: "De weergavetijden zijn ongeldig: het einde moet na het begin liggen",
    pt: "As horas de visualização não são válidas: o fim tem de ser posterior ao início",
  },
} as const satisfies MessageCatalog;
