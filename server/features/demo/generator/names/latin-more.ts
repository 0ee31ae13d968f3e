import { sectors, words, type LanguagePack, type Word } from "./pack.ts";

const latinStreet =
  (pattern: (name: string, n: number) => string) =>
  (name: Word, n: number): Word => {
    const text = pattern(name[1], n);
    return [text, text];
  };

/** Swedish names, used for the Nordic countries. */
export const sv: LanguagePack = {
  code: "sv",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Nordstjärna Fjällvind Skogsbacken Havsbris Granlund Björkdal Sjöviken Älvdalen Stenhamra Vinterhamn
    Solberga Ekholmen Norrsken Kustlinje Bergslagen Fyrtorn Lövsta Strömsund Åsen Dalarna`),
  sectors: sectors("Teknik Handel Industri Bygg Logistik Livsmedel Kapital Fastigheter Energi Tjänster Vård"),
  given: {
    f: words("Anna Eva Maria Karin Sara Emma Elin Ingrid Kristina Linnea Maja Astrid Sofia"),
    m: words("Erik Lars Karl Anders Johan Per Nils Mikael Oskar Lucas Henrik Magnus Gustav"),
  },
  family: words(`Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson
    Jonsson Jansson Hansson Bengtsson Lindberg Lindström Lindqvist Berg Holm Nyström Lundberg`),
  company: ["Bolag", "Bolag"],
  street: latinStreet((name, n) => `${name}gatan ${n}`),
};

/** Polish names, used for the West and South Slavic countries written in Latin script. */
export const pl: LanguagePack = {
  code: "pl",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Bursztyn Wisła Tatry Orlik Sokół Mazowsze Pomorze Kasztan Zorza Polana Jantar Bałtyk Podgórze
    Dąbrowa Lipowa Srebrny_Potok Złoty_Kłos Biały_Dom Nowa_Huta Warta`),
  sectors: sectors(
    "Technologie Handel Przemysł Budownictwo Logistyka Żywność Kapitał Nieruchomości Energia Usługi Medyczne",
  ),
  given: {
    f: words("Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Joanna Magdalena Zofia Alicja Natalia"),
    m: words("Piotr Krzysztof Andrzej Tomasz Paweł Jan Michał Marcin Jakub Adam Łukasz Marek Wojciech"),
  },
  family: words(`Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski
    Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Nowakowski Pawłowski`),
  company: ["Spółka", "Spolka"],
  street: latinStreet((name, n) => `ul. ${name} ${n}`),
};

export const tr: LanguagePack = {
  code: "tr",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Anadolu Marmara Ege Yıldız Akdeniz Toros Kartal Doğan Karadeniz Ufuk Güneş Çınar Altın Bereket
    Lale Birlik Başak Deniz Pınar Kuzey Atlas Zirve Simge Ova`),
  sectors: sectors("Teknoloji Ticaret Sanayi İnşaat Lojistik Gıda Yatırım Gayrimenkul Enerji Hizmetleri Sağlık"),
  given: {
    f: words("Ayşe Fatma Emine Hatice Zeynep Elif Meryem Esra Özlem Derya Selin Büşra Merve"),
    m: words("Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim Murat Emre Burak Can Yusuf Kerem"),
  },
  family: words(`Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin
    Kara Koç Kurt Özkan Şimşek Polat Korkmaz`),
  company: ["Şirketi", "Sirketi"],
  street: latinStreet((name, n) => `${name} Caddesi No: ${n}`),
};

/** Indonesian and Malay. */
export const id: LanguagePack = {
  code: "id",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Nusantara Cahaya Mandiri Sentosa Jaya_Abadi Sinar_Mas Bintang Merapi Samudra Garuda Mutiara Sejahtera
    Harapan Karya Makmur Bumi_Persada Surya Lestari Indah Perkasa Rajawali Cendana`),
  sectors: sectors("Teknologi Niaga Industri Konstruksi Logistik Pangan Modal Properti Energi Jasa Medika"),
  given: {
    f: words("Siti Dewi Sri Ayu Rina Putri Nur Wulan Lestari Indah Ratna Fitri Maya"),
    m: words("Budi Agus Ahmad Joko Andi Dedi Eko Hendra Rudi Bambang Arief Fajar Rizky"),
  },
  family: words(`Santoso Wijaya Hidayat Saputra Kusuma Pratama Gunawan Setiawan Nugroho Siregar Halim Tanjung
    Hasibuan Lubis Sutanto Wibowo Harahap Susanto Purnomo Rahman`),
  company: ["Perusahaan", "Perusahaan"],
  street: latinStreet((name, n) => `Jalan ${name} No. ${n}`),
};

export const vi: LanguagePack = {
  code: "vi",
  script: "Latn",
  tight: false,
  personOrder: "family-first",
  roots: words(`Hoàng_Long Sao_Mai Phú_Thịnh An_Phát Minh_Khang Thành_Công Đại_Việt Phương_Nam Hưng_Thịnh Tân_Tiến
    Kim_Sơn Bình_Minh Hòa_Bình Trường_Sơn Vạn_Xuân Thiên_Long Ngọc_Lan Đông_Á`),
  sectors: sectors(
    "Công_Nghệ Thương_Mại Công_Nghiệp Xây_Dựng Vận_Tải Thực_Phẩm Đầu_Tư Bất_Động_Sản Năng_Lượng Dịch_Vụ Y_Tế",
  ),
  given: {
    f: words("Lan Hương Mai Linh Thảo Hà Trang Ngọc Phương Anh Hạnh Thu Yến"),
    m: words("Minh Hùng Dũng Tuấn Nam Long Quang Hải Sơn Thành Phong Bảo Khoa"),
  },
  family: words("Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý"),
  company: ["Công ty", "Cong ty"],
  street: latinStreet((name, n) => `${n} đường ${name}`),
};

/** Neutral European roots, for Latin-script countries without a pack of their own. */
export const eu: LanguagePack = {
  code: "eu",
  script: "Latn",
  tight: false,
  personOrder: "given-first",
  roots: words(`Alfa Nova Delta Orion Vega Aurora Lumen Terra Aqua Sirius Omega Astra Polaris Atlas Zenit Centaur
    Meridian Vertex Solaris Borealis Helix Quanta Arcadia Lyra`),
  sectors: sectors("Tech Trade Industry Build Logistics Food Capital Property Energy Services Medical"),
  given: {
    f: words("Ana Maria Elena Eva Irina Mira Nina Lara Vera Daria Ivana Marta Lena"),
    m: words("Adrian Marko Luka Ivan Daniel Andrei Matei Stefan Petar Viktor Aleksandar Filip David"),
  },
  family: words(`Horvat Novak Popescu Ionescu Kovač Nagy Kovacs Szabo Berisha Hoxha Jovanovic Petrovic Kazlauskas
    Ozols Tamm Rebane Varga Toth Molnar Dumitru Marin Stan`),
  company: ["Company", "Company"],
  street: latinStreet((name, n) => `${name} ${n}`),
};
