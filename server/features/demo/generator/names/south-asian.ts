import { sectors, tableTranslit, words, type LanguagePack } from "./pack.ts";

/** Hindi in Devanagari (also used for Nepal); Latin forms as written on Indian registrations. */
export const hi: LanguagePack = {
  code: "hi",
  script: "Deva",
  tight: false,
  personOrder: "given-first",
  roots: words(`भारत|Bharat सूर्य|Surya गंगा|Ganga हिमालय|Himalaya कावेरी|Kaveri अशोक|Ashok विजय|Vijay कमल|Kamal
    श्री|Shree लक्ष्मी|Lakshmi मंगल|Mangal तारा|Tara आदित्य|Aditya शक्ति|Shakti प्रगति|Pragati नवभारत|Navbharat
    सागर|Sagar अरुण|Arun`),
  sectors: sectors(`टेक्नोलॉजीज|Technologies ट्रेडर्स|Traders इंडस्ट्रीज|Industries कंस्ट्रक्शन|Construction लॉजिस्टिक्स|Logistics
    फूड्स|Foods कैपिटल|Capital प्रॉपर्टीज|Properties एनर्जी|Energy सर्विसेज|Services हेल्थकेयर|Healthcare`),
  given: {
    f: words("प्रिया|Priya अनीता|Anita सुनीता|Sunita पूजा|Pooja नेहा|Neha कविता|Kavita दीपिका|Deepika अंजलि|Anjali"),
    m: words("राहुल|Rahul अमित|Amit राजेश|Rajesh सुरेश|Suresh विकास|Vikas अजय|Ajay संजय|Sanjay अर्जुन|Arjun"),
  },
  family: words(`शर्मा|Sharma वर्मा|Verma गुप्ता|Gupta सिंह|Singh पटेल|Patel कुमार|Kumar अग्रवाल|Agarwal मेहता|Mehta
    जोशी|Joshi यादव|Yadav रेड्डी|Reddy`),
  company: ["कंपनी", "Company"],
  street: (name, n) => [`${n}, ${name[0]} मार्ग`, `${n} ${name[1]} Marg`],
};

/** Thai: Royal Thai General System of Transcription. */
export const th: LanguagePack = {
  code: "th",
  script: "Thai",
  tight: true,
  personOrder: "given-first",
  roots: words(`สยาม|Siam รุ่งเรือง|Rungrueang ไทยเจริญ|Thai_Charoen ศรีสุข|Si_Suk มั่นคง|Mankhong พัฒนา|Phatthana
    เอเชีย|Asia บูรพา|Burapha ทองคำ|Thongkham ชัยมงคล|Chai_Mongkhon สุวรรณ|Suwan แสงทอง|Saeng_Thong กรุงไทย|Krung_Thai`),
  sectors: sectors(`เทคโนโลยี|Technology เทรดดิ้ง|Trading อุตสาหกรรม|Industry ก่อสร้าง|Construction โลจิสติกส์|Logistics
    อาหาร|Food แคปปิตอล|Capital พร็อพเพอร์ตี้|Property พลังงาน|Energy เซอร์วิส|Service การแพทย์|Medical`),
  given: {
    f: words("สมศรี|Somsri มาลี|Mali สุดา|Suda นภา|Napha วรรณา|Wanna พรทิพย์|Phonthip กาญจนา|Kanchana"),
    m: words("สมชาย|Somchai สมศักดิ์|Somsak ประเสริฐ|Prasert วิชัย|Wichai สุริยา|Suriya ธนา|Thana อนันต์|Anan"),
  },
  family: words(`สุขสวัสดิ์|Suksawat ศรีสมบูรณ์|Sisombun วงศ์ไทย|Wongthai แก้วมณี|Kaeomani ทองดี|Thongdi
    จันทร์เพ็ญ|Chanphen บุญมา|Bunma รัตนพันธ์|Rattanaphan`),
  company: ["บริษัท จำกัด", "Borisat Chamkat"],
  street: (name, n) => [`${n} ถนน${name[0]}`, `${n} Thanon ${name[1]}`],
};

/** Greek: ELOT 743 transliteration. */
const elTranslit = tableTranslit({
  α: "a",
  ά: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  έ: "e",
  ζ: "z",
  η: "i",
  ή: "i",
  θ: "th",
  ι: "i",
  ί: "i",
  ϊ: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  ό: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  ύ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
  ώ: "o",
});

export const el: LanguagePack = {
  code: "el",
  script: "Grek",
  tight: false,
  personOrder: "given-first",
  roots: words(
    `Αιγαίο Όλυμπος Ερμής Αθηνά Ποσειδών Ιόνιο Κρήτη Ήλιος Αστέρας Δελφοί Πήγασος Ίκαρος Ορίζων Αρχή
    Κύκλος Νίκη Φάρος Τιτάν`,
    elTranslit,
  ),
  sectors: sectors(
    "Τεχνολογίες Εμπορική Βιομηχανία Κατασκευές Μεταφορές Τρόφιμα Κεφάλαιο Ακίνητα Ενέργεια Υπηρεσίες Υγεία",
    elTranslit,
  ),
  given: {
    f: words("Μαρία Ελένη Αικατερίνη Βασιλική Σοφία Αγγελική Δήμητρα Γεωργία Ευαγγελία Χριστίνα", elTranslit),
    m: words(
      "Γεώργιος Ιωάννης Κωνσταντίνος Δημήτριος Νικόλαος Παναγιώτης Βασίλειος Χρήστος Αθανάσιος Μιχαήλ",
      elTranslit,
    ),
  },
  family: words(
    `Παπαδόπουλος Βλάχος Αγγελόπουλος Νικολάου Γεωργίου Παπαδάκης Οικονόμου Μακρής Κωνσταντίνου Δημητρίου
    Ιωάννου Χριστοδούλου`,
    elTranslit,
  ),
  company: words("Εταιρεία", elTranslit)[0] ?? ["Εταιρεία", "Etaireia"],
  street: (name, n) => {
    const native = `Οδός ${name[0]} ${n}`;
    return [native, elTranslit(native)];
  },
};
