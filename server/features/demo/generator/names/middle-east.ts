import { sectors, words, type LanguagePack } from "./pack.ts";

/** Arabic: simplified transliteration without diacritics. */
export const ar: LanguagePack = {
  code: "ar",
  script: "Arab",
  tight: false,
  personOrder: "given-first",
  roots: words(`النور|Al_Nour الفجر|Al_Fajr الخليج|Al_Khaleej الأمل|Al_Amal الرواد|Al_Rowad النخبة|Al_Nukhba
    الصفوة|Al_Safwa الواحة|Al_Waha الهلال|Al_Hilal البركة|Al_Baraka الشرق|Al_Sharq المستقبل|Al_Mustaqbal
    الأفق|Al_Ufuq الريادة|Al_Riyada السلام|Al_Salam الوطنية|Al_Wataniya الجزيرة|Al_Jazeera النجمة|Al_Najma`),
  sectors: sectors(`للتقنية|Technology للتجارة|Trading للصناعة|Industries للمقاولات|Contracting للنقل|Transport
    للأغذية|Foods للاستثمار|Investment العقارية|Real_Estate للطاقة|Energy للخدمات|Services الطبية|Medical`),
  given: {
    f: words("فاطمة|Fatima مريم|Maryam عائشة|Aisha نور|Nour سارة|Sara ليلى|Layla هدى|Huda ريم|Reem منى|Mona"),
    m: words(
      "محمد|Mohammed أحمد|Ahmed علي|Ali عمر|Omar خالد|Khaled يوسف|Youssef حسن|Hassan إبراهيم|Ibrahim سعيد|Saeed",
    ),
  },
  family:
    words(`الحسن|Al_Hassan المنصور|Al_Mansour العلي|Al_Ali الشمري|Al_Shammari القحطاني|Al_Qahtani الزهراني|Al_Zahrani
    حداد|Haddad خوري|Khoury النجار|Al_Najjar السيد|Al_Sayed عبدالله|Abdullah الأحمد|Al_Ahmad`),
  company: ["شركة", "Sharikat"],
  street: (name, n) => [`شارع ${name[0]} ${n}`, `${n} ${name[1]} Street`],
};

/** Persian (also used for Urdu- and Pashto-speaking countries). */
export const fa: LanguagePack = {
  code: "fa",
  script: "Arab",
  tight: false,
  personOrder: "given-first",
  roots: words(`پارس|Pars آریا|Arya البرز|Alborz سپهر|Sepehr آفتاب|Aftab نگین|Negin کاوه|Kaveh مهر|Mehr
    سپید|Sepid آرمان|Arman پویا|Pouya دماوند|Damavand آسمان|Aseman ستاره|Setareh بهار|Bahar کوثر|Kowsar`),
  sectors: sectors(`فناوری|Fanavari بازرگانی|Bazargani صنایع|Sanaye ساختمان|Sakhteman حمل_و_نقل|Haml_va_Naghl
    غذایی|Ghazayi سرمایه|Sarmayeh املاک|Amlak انرژی|Energy خدمات|Khadamat پزشکی|Pezeshki`),
  given: {
    f: words("فاطمه|Fatemeh زهرا|Zahra مریم|Maryam سارا|Sara نرگس|Narges لیلا|Leila مینا|Mina شیرین|Shirin"),
    m: words("علی|Ali محمد|Mohammad حسین|Hossein رضا|Reza مهدی|Mehdi امیر|Amir حمید|Hamid داریوش|Dariush"),
  },
  family: words(`احمدی|Ahmadi محمدی|Mohammadi حسینی|Hosseini رضایی|Rezaei کریمی|Karimi موسوی|Mousavi جعفری|Jafari
    صادقی|Sadeghi رحیمی|Rahimi خان|Khan`),
  company: ["شرکت", "Sherkat"],
  street: (name, n) => [`خیابان ${name[0]} ${n}`, `${n} ${name[1]} Street`],
};

export const he: LanguagePack = {
  code: "he",
  script: "Hebr",
  tight: false,
  personOrder: "given-first",
  roots: words(`אופק|Ofek גליל|Galil כרמל|Carmel שחר|Shahar נגב|Negev ארז|Erez אלון|Alon תמר|Tamar רימון|Rimon
    מגדל|Migdal אורן|Oren גלבוע|Gilboa ירדן|Yarden חרמון|Hermon שקד|Shaked זוהר|Zohar`),
  sectors: sectors(`טכנולוגיות|Technologies סחר|Trade תעשיות|Industries בנייה|Construction לוגיסטיקה|Logistics
    מזון|Food השקעות|Investments נכסים|Properties אנרגיה|Energy שירותים|Services רפואה|Medical`),
  given: {
    f: words("נועה|Noa מאיה|Maya תמר|Tamar יעל|Yael שרה|Sarah מיכל|Michal רותם|Rotem אורית|Orit"),
    m: words("דוד|David יוסף|Yosef משה|Moshe אברהם|Avraham דניאל|Daniel איתי|Itai אורי|Uri עומר|Omer"),
  },
  family: words(`כהן|Cohen לוי|Levi מזרחי|Mizrahi פרץ|Peretz ביטון|Biton דהן|Dahan אברהם|Avraham פרידמן|Friedman
    אזולאי|Azoulay שפירא|Shapira`),
  company: ['בע"מ', "Ltd"],
  street: (name, n) => [`רחוב ${name[0]} ${n}`, `${n} ${name[1]} Street`],
};
