import { sectors, words, type LanguagePack, type Word } from "./pack.ts";

const latinStreet =
  (pattern: (name: string, n: number) => string) =>
  (name: Word, n: number): Word => {
    const text = pattern(name[1], n);
    return [text, text];
  };

export const en: LanguagePack = {
  code: "en",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Summit Harbor Keystone Bluewater Redwood Ironbridge Northgate Silverline Oakfield Brightway Crescent
    Granite Meridian Pinnacle Riverside Westbrook Highland Clearwater Stonebridge Falcon Evergreen Lakeside Horizon
    Beacon Cedar Maple Atlas Sterling Pioneer Eastfield Fairview Kingsway Sunrise Trident Vanguard Liberty`),
  sectors: sectors(
    "Technologies Trading Industries Construction Logistics Foods Capital Properties Energy Services Healthcare",
  ),
  given: {
    f: words("Emily Sarah Jessica Laura Hannah Olivia Grace Rachel Megan Amy Claire Emma Sophie Lucy Anna Kate"),
    m: words(
      "James John Robert Michael David William Richard Thomas Daniel Matthew Andrew Mark Paul Steven Peter Adam",
    ),
  },
  family: words(`Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Anderson Thomas Moore Martin Clark
    Lewis Walker Hall Young King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter`),
  company: ["Company", "Company"],
  street: latinStreet((name, n) => `${n} ${name} Street`),
};

export const de: LanguagePack = {
  code: "de",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Nordwind Alpenland Rheintal Sonnenberg Eichenhof Lindenau Bergmann Falkenstein Weißenburg Donautal
    Hochwald Steinbach Elbufer Seeblick Waldhaus Brückner Kronberg Adler Greif Hanse Taunus Harz Isar Ostsee Main`),
  sectors: sectors(
    "Technik Handel Industrie Bau Logistik Lebensmittel Kapital Immobilien Energie Dienstleistungen Medizintechnik",
  ),
  given: {
    f: words("Anna Julia Katharina Lena Laura Sabine Petra Claudia Monika Sophie Marie Lea Hannah Andrea Birgit"),
    m: words(
      "Thomas Michael Andreas Stefan Christian Markus Peter Klaus Jürgen Wolfgang Lukas Jonas Felix Tobias Frank",
    ),
  },
  family: words(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter
    Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Werner Krause Lehmann`),
  company: ["Gesellschaft", "Gesellschaft"],
  street: latinStreet((name, n) => `${name}straße ${n}`),
};

export const fr: LanguagePack = {
  code: "fr",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Beauval Montclair Bellerive Clairefontaine Valmont Roseraie Belvédère Hautmont Mirabelle Lumière
    Océane Atlantique Provence Alpin Soleil Étoile Horizon Azur Rivage Chêne Bocage Colline Vallée Falaise`),
  sectors: sectors(
    "Technologies Négoce Industrie Bâtiment Logistique Alimentation Finance Immobilier Énergie Services Santé",
  ),
  given: {
    f: words("Marie Nathalie Isabelle Sophie Camille Julie Claire Céline Émilie Chloé Manon Léa Sandrine Valérie Inès"),
    m: words(
      "Jean Pierre Michel Philippe Nicolas François Laurent Julien Thomas Antoine Olivier Éric Mathieu Hugo Louis",
    ),
  },
  family: words(`Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel
    Garcia David Bertrand Roux Vincent Fournier Morel Girard André Mercier Dupont Lambert Bonnet François`),
  company: ["Société", "Societe"],
  street: latinStreet((name, n) => `${n} rue ${name}`),
};

export const es: LanguagePack = {
  code: "es",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Solmar Bahía Altamira Valle_Verde Sierra Mirador Costa_Azul Río_Claro Monteverde Alborada Horizonte
    Cóndor Cumbre Aurora Brisa Pacífico Andina Levante Mediterránea Olivar Palmeral Estrella Faro Puerta_Norte`),
  sectors: sectors(
    "Tecnología Comercial Industrial Construcciones Logística Alimentos Inversiones Inmobiliaria Energía Servicios Salud",
  ),
  given: {
    f: words("María Carmen Ana Laura Lucía Marta Isabel Sofía Elena Paula Andrea Valentina Gabriela Rosa Patricia"),
    m: words("José Antonio Juan Manuel Francisco Carlos David Javier Miguel Alejandro Luis Pedro Diego Jorge Pablo"),
  },
  family: words(`García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández
    Díaz Moreno Álvarez Romero Torres Ramírez Flores Vargas Castro Rojas Mendoza Silva Ortiz Morales Núñez`),
  company: ["Compañía", "Compania"],
  street: latinStreet((name, n) => `Calle ${name} ${n}`),
};

export const pt: LanguagePack = {
  code: "pt",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Horizonte Serra_Azul Atlântico Vale_Verde Ipê Jacarandá Aurora Cruzeiro Brisa Planalto Litoral
    Estrela Tropical Sertão Paraná Amazônia Girassol Mirante Farol Ribeira Alvorada Bandeirante Pampa`),
  sectors: sectors(
    "Tecnologia Comércio Indústria Construtora Logística Alimentos Investimentos Imobiliária Energia Serviços Saúde",
  ),
  given: {
    f: words("Maria Ana Francisca Juliana Márcia Fernanda Patrícia Aline Beatriz Camila Larissa Mariana Rita Sofia"),
    m: words("José João Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos Rafael Gabriel Tiago Miguel Rui"),
  },
  family: words(`Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho
    Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques`),
  company: ["Companhia", "Companhia"],
  street: latinStreet((name, n) => `Rua ${name}, ${n}`),
};

export const it: LanguagePack = {
  code: "it",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Valverde Montebello Solare Adriatica Tirrena Dolomiti Colle_Alto Aurora Stella_Polare Mirafiori
    Belvedere Serenissima Laguna Rivalta Castello Fontana Oliveto Vigneto Arcobaleno Lago_Maggiore Appennino`),
  sectors: sectors(
    "Tecnologie Commerciale Industrie Costruzioni Logistica Alimentari Finanziaria Immobiliare Energia Servizi Sanità",
  ),
  given: {
    f: words("Giulia Francesca Chiara Sara Valentina Elena Alessandra Laura Martina Paola Federica Silvia Anna"),
    m: words("Marco Giuseppe Luca Andrea Francesco Alessandro Matteo Lorenzo Davide Stefano Paolo Roberto Giovanni"),
  },
  family: words(`Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca
    Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara`),
  company: ["Società", "Societa"],
  street: latinStreet((name, n) => `Via ${name} ${n}`),
};

export const nl: LanguagePack = {
  code: "nl",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Noordzee Polderland Zuiderhaven Duinrand Westland Molenaar Rivierland Kustlicht Eikenhorst Veldhoven
    Oranjewoud Zeeland Delta Havenkade Lindenhof Waterland Bergzicht Vlieland Heuvelrug Brabant`),
  sectors: sectors("Techniek Handel Industrie Bouw Logistiek Voeding Kapitaal Vastgoed Energie Diensten Zorg"),
  given: {
    f: words("Emma Sophie Julia Anna Lisa Eva Sanne Femke Anouk Lotte Iris Marloes Inge Ellen"),
    m: words("Jan Pieter Kees Willem Thijs Daan Bram Sem Lucas Jeroen Bas Ruben Maarten Joost"),
  },
  family: words(`de_Jong Jansen de_Vries van_den_Berg van_Dijk Bakker Janssen Visser Smit Meijer de_Boer Mulder
    de_Groot Bos Vos Peters Hendriks van_Leeuwen Dekker Brouwer de_Wit Dijkstra Smits de_Graaf`),
  company: ["Bedrijf", "Bedrijf"],
  street: latinStreet((name, n) => `${name}straat ${n}`),
};
