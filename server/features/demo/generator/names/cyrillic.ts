import { sectors, tableTranslit, words, type LanguagePack, type Word } from "./pack.ts";
import { RUSSIAN_ROMANISATION } from "../../../../lib/russian-romanisation.ts";

/** Russian transliteration (simplified BGN/PCGN, as used in passports since 2013 for most letters). */
const ruTranslit = tableTranslit(RUSSIAN_ROMANISATION);
/** Ukrainian national transliteration (2010): the Russian table where the two differ. */
const ukTranslit = tableTranslit({
  ...RUSSIAN_ROMANISATION,
  г: "h",
  ґ: "g",
  є: "ie",
  и: "y",
  і: "i",
  ї: "i",
  "'": "",
});
/** Bulgarian official transliteration (2009), and the Serbian and Macedonian letters: the Russian table where they differ. */
const bgTranslit = tableTranslit({
  ...RUSSIAN_ROMANISATION,
  й: "y",
  х: "h",
  щ: "sht",
  ъ: "a",
  ь: "y",
  ю: "yu",
  я: "ya",
  ј: "j",
  љ: "lj",
  њ: "nj",
  ћ: "ć",
  ђ: "đ",
  џ: "dž",
  ѓ: "gj",
  ќ: "kj",
  ѕ: "dz",
});

const street =
  (translit: (s: string) => string, prefix: string) =>
  (name: Word, n: number): Word => {
    const native = `${prefix} ${name[0]}, ${n}`;
    return [native, translit(native)];
  };

export const ru: LanguagePack = {
  code: "ru",
  script: "Cyrl",
  tight: false,
  personOrder: "given-first",
  roots: words(
    `Северсталь Восток Сибирь Волга Урал Заря Рассвет Альянс Гранит Кедр Байкал Ладога Орион Вектор
    Магистраль Меридиан Стрела Сокол Полюс Прогресс Союз Атлант Енисей Амур Дон`,
    ruTranslit,
  ),
  sectors: sectors(
    "Технологии Торг Промышленность Строй Логистик Продукт Капитал Недвижимость Энерго Сервис Медицина",
    ruTranslit,
  ),
  given: {
    f: words("Анна Елена Ольга Наталья Татьяна Ирина Мария Екатерина Светлана Юлия Анастасия Дарья", ruTranslit),
    m: words("Александр Сергей Дмитрий Андрей Алексей Максим Иван Михаил Николай Владимир Павел Игорь", ruTranslit),
  },
  family: words(
    `Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков
    Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев`,
    ruTranslit,
  ),
  company: words("Компания", ruTranslit)[0] ?? ["Компания", "Kompaniia"],
  street: street(ruTranslit, "ул."),
};

export const uk: LanguagePack = {
  code: "uk",
  script: "Cyrl",
  tight: false,
  personOrder: "given-first",
  roots: words(
    `Дніпро Карпати Славутич Поділля Світанок Колос Злагода Вектор Граніт Таврія Полісся Сокіл Оберіг
    Зоря Хортиця Буковина Говерла Інтер Прогрес Промінь`,
    ukTranslit,
  ),
  sectors: sectors(
    "Технології Торг Промисловість Буд Логістика Продукт Капітал Нерухомість Енерго Сервіс Медицина",
    ukTranslit,
  ),
  given: {
    f: words("Олена Ольга Наталія Тетяна Ірина Марія Катерина Юлія Оксана Анна Світлана Дарина", ukTranslit),
    m: words("Олександр Сергій Андрій Дмитро Іван Михайло Микола Володимир Василь Петро Юрій Богдан", ukTranslit),
  },
  family: words(
    `Мельник Шевченко Коваленко Бондаренко Бойко Ткаченко Кравченко Ковальчук Коваль Олійник Шевчук
    Поліщук Лисенко Марченко Руденко Савченко Петренко Мороз`,
    ukTranslit,
  ),
  company: words("Компанія", ukTranslit)[0] ?? ["Компанія", "Kompaniia"],
  street: street(ukTranslit, "вул."),
};

/** Bulgarian, used for the South Slavic countries written in Cyrillic. */
export const bg: LanguagePack = {
  code: "bg",
  script: "Cyrl",
  tight: false,
  personOrder: "given-first",
  roots: words(
    `Балкан Родопи Пирин Витоша Дунав Тракия Черноморие Марица Стара_Планина Искър Звезда Хемус Зора
    Рила Струма Янтра Орфей Елит Странджа Вардар`,
    bgTranslit,
  ),
  sectors: sectors(
    "Технологии Търговия Индустрия Строй Логистика Храни Капитал Имоти Енерджи Услуги Медика",
    bgTranslit,
  ),
  given: {
    f: words("Мария Иванка Елена Йорданка Пенка Даниела Николина Петя Десислава Гергана Радка Милена", bgTranslit),
    m: words("Георги Иван Димитър Николай Петър Христо Стоян Тодор Васил Александър Стефан Никола", bgTranslit),
  },
  family: words(
    `Иванов Георгиев Димитров Петров Николов Христов Стоянов Тодоров Илиев Василев Атанасов Ангелов
    Йорданов Колев Маринов Стефанов Попов Јовановић Петровић Николић`,
    bgTranslit,
  ),
  company: words("Компания", bgTranslit)[0] ?? ["Компания", "Kompaniya"],
  street: street(bgTranslit, "ул."),
};
