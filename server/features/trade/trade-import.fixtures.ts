/**
 * TEST FIXTURES for the trade importers: no open bill-of-lading, BACI or Comtrade file is in the
 * team's data catalogue, so these are written by hand in the published layouts, with real country,
 * HS and port codes and plausible values. They are not real trade records.
 */

/** CEPII BACI HS17 V202401 layout: t,i,j,k,v,q (v: thousand USD; q: tonnes or NA). */
export const BACI_CSV = `t,i,j,k,v,q
2022,156,842,851712,38214567.912,20833.411
2022,156,842,847130,45120331.205,61247.902
2022,156,276,851712,6120885.017,3071.552
2022,156,392,847130,5231004.334,7012.118
2022,842,156,120190,17867455.6,31411870.113
2022,842,124,870323,8801255.49,1401822.75
2022,842,484,271019,14100229.871,16001245.32
2022,276,842,870323,13205117.302,1310220.774
2022,276,156,870323,11503388.45,1105331.9
2022,276,251,300490,4220551.876,61890.447
2022,251,276,220421,1120335.12,250112.6
2022,251,842,220410,2801113.09,110224.87
2022,392,842,870323,19805512.33,2101455.202
2022,392,156,854231,4120544.92,1101.337
2022,410,156,854232,31022410.17,4551.091
2022,410,842,870323,14800112.65,1701122.39
2022,490,156,854231,98411220.448,2201.771
2022,490,842,854231,7712009.61,402.556
2022,699,842,300490,8102334.172,190221.44
2022,699,784,710239,6220113.005,NA
2022,757,842,300215,11902445.81,1812.205
2022,757,276,710812,3405117.229,88.613
2022,76,156,120190,31622890.1,53770112.44
2022,76,156,260111,17211402.87,203114553.1
2022,36,156,260111,84350221.04,735221678.9
2022,124,842,270900,105221337.5,198112446.72
2022,484,842,870323,29105221.66,3411290.1
2022,704,842,851712,16220115.4,12098.02
2022,4,699,80211,0.116,0.009
2022,124,842,440711,7902113.11,         NA
`;

/** BACI's country list (country_codes_V202401.csv): the codes of the data file, as CEPII names them. */
export const BACI_COUNTRIES_CSV = `country_code,country_name,country_iso2,country_iso3
4,Afghanistan,AF,AFG
36,Australia,AU,AUS
76,Brazil,BR,BRA
124,Canada,CA,CAN
156,China,CN,CHN
251,France,FR,FRA
276,Germany,DE,DEU
392,Japan,JP,JPN
410,Rep. of Korea,KR,KOR
484,Mexico,MX,MEX
490,"Other Asia, nes",,S19
699,India,IN,IND
704,Viet Nam,VN,VNM
757,Switzerland,CH,CHE
784,United Arab Emirates,AE,ARE
842,USA,US,USA
`;

const COMTRADE_HEADER =
  "typeCode,freqCode,refPeriodId,refYear,refMonth,period,reporterCode,reporterISO,reporterDesc,flowCode,flowDesc," +
  "partnerCode,partnerISO,partnerDesc,partner2Code,partner2ISO,partner2Desc,classificationCode," +
  "classificationSearchCode,isOriginalClassification,cmdCode,cmdDesc,aggrLevel,isLeaf,customsCode,customsDesc," +
  "mosCode,motCode,motDesc,qtyUnitCode,qtyUnitAbbr,qty,isQtyEstimated,altQtyUnitCode,altQtyUnitAbbr,altQty," +
  "isAltQtyEstimated,netWgt,isNetWgtEstimated,grossWgt,isGrossWgtEstimated,cifvalue,fobvalue,primaryValue," +
  "legacyEstimationFlag,isReported,isAggregate";

type ComtradeLine = [
  reporter: [code: number, iso: string, desc: string],
  flow: "M" | "X" | "RX",
  partner: [code: number, iso: string, desc: string],
  cmd: [code: string, desc: string],
  qty: [unit: string, qty: number | ""],
  netWgt: number | "",
  value: number,
];

const USA: [number, string, string] = [842, "USA", "USA"];
const DEU: [number, string, string] = [276, "DEU", "Germany"];
const CHN: [number, string, string] = [156, "CHN", "China"];
const MEX: [number, string, string] = [484, "MEX", "Mexico"];
const JPN: [number, string, string] = [392, "JPN", "Japan"];
const CAN: [number, string, string] = [124, "CAN", "Canada"];
const FRA: [number, string, string] = [251, "FRA", "France"];
const CHE: [number, string, string] = [757, "CHE", "Switzerland"];
const TWN: [number, string, string] = [490, "S19", "Other Asia, nes"];
const CIV: [number, string, string] = [384, "CIV", "Côte d'Ivoire"];
const WORLD: [number, string, string] = [0, "W00", "World"];

const PHONES: [string, string] = ["851712", "Telephones for cellular networks or for other wireless networks"];
const CARS: [string, string] = [
  "870323",
  "Vehicles; with only spark-ignition engine of a cylinder capacity over 1500 but not over 3000cc",
];
const MEDICINES: [string, string] = [
  "300490",
  "Medicaments; n.e.c. in heading 3004, for therapeutic or prophylactic uses",
];
const CPUS: [string, string] = ["854231", "Electronic integrated circuits; processors and controllers"];
const COCOA: [string, string] = ["1801", "Cocoa beans; whole or broken, raw or roasted"];
const WINE: [string, string] = ["220421", "Wine; still, in containers holding 2 litres or less"];
const SOY: [string, string] = ["120190", "Soya beans; other than seed, whether or not broken"];
const CRUDE: [string, string] = ["270900", "Oils; petroleum oils and oils obtained from bituminous minerals, crude"];

/** Rows of the fixture: annual 2022, HS (H6), customs C00, all modes of transport, no 2nd partner. */
const COMTRADE_LINES: ComtradeLine[] = [
  [USA, "M", CHN, PHONES, ["u", 121455300], 18211040, 72144130221],
  [USA, "M", MEX, CARS, ["u", 851220], 1320114102, 24450112938],
  [USA, "M", JPN, CARS, ["u", 1201133], 1781220339, 39401225774],
  [USA, "M", DEU, CARS, ["u", 512301], 866102233, 22201337015],
  [USA, "M", DEU, MEDICINES, ["kg", 4410229], 4410229, 19811220571],
  [USA, "M", CHE, MEDICINES, ["kg", 2120550], 2120550, 21340551992],
  [USA, "M", TWN, CPUS, ["u", 512220440], 310221, 11220441502],
  [USA, "M", CIV, COCOA, ["kg", 228110442], 228110442, 801224413],
  [USA, "M", FRA, WINE, ["l", 131220114], 141550020, 2201441230],
  [USA, "M", CAN, CRUDE, ["kg", ""], 181220443155, 121844120559],
  [USA, "X", CHN, SOY, ["kg", 31411870113], 31411870113, 17867455600],
  [USA, "X", MEX, CARS, ["u", 211443], 350112209, 6011220413],
  [USA, "X", CAN, CARS, ["u", 601220], 1001223115, 19122014477],
  [USA, "X", DEU, MEDICINES, ["kg", 1022339], 1022339, 9203114558],
  [USA, "X", JPN, SOY, ["kg", 2411022331], 2411022331, 1422051770],
  [USA, "RX", MEX, CARS, ["u", 20113], 31220114, 612201339],
  [USA, "M", WORLD, PHONES, ["u", 164220113], 25102233, 99120455212],
  [DEU, "M", CHN, PHONES, ["u", 28114220], 4220113, 11855120339],
  [DEU, "M", USA, CARS, ["u", 98221], 201330228, 7205112446],
  [DEU, "M", FRA, WINE, ["l", 81220331], 88110223, 1101223449],
  [DEU, "X", USA, CARS, ["u", 411220], 870221338, 24301220558],
  [DEU, "X", CHN, CARS, ["u", 220113], 440221009, 15011228331],
  [DEU, "X", FRA, MEDICINES, ["kg", 1322011], 1322011, 6022119341],
  [DEU, "X", CHE, MEDICINES, ["kg", 901223], 901223, 7111220557],
  [CHN, "X", USA, PHONES, ["u", 125110224], 19022133, 70221440519],
  [CHN, "X", DEU, PHONES, ["u", 30110229], 4550221, 10402211337],
  [CHN, "M", USA, SOY, ["kg", 29551220113], 29551220113, 17102244590],
  [CHN, "M", TWN, CPUS, ["u", 4102211339], 1220113, 118022144307],
  [CHN, "M", DEU, CARS, ["u", 201114], 401220337, 14022113908],
  [JPN, "X", USA, CARS, ["u", 1180223], 1760112204, 38201224119],
  [JPN, "M", USA, SOY, ["kg", 2330110228], 2330110228, 1390224557],
  [JPN, "M", CHN, PHONES, ["u", 21440119], 3110228, 9502211448],
];

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** UN Comtrade+ final annual data, the API's CSV layout (47 columns). */
export const COMTRADE_CSV = `${COMTRADE_HEADER}\n${COMTRADE_LINES.map(
  ([reporter, flow, partner, [cmd, cmdDesc], [unit, qty], netWgt, value]) =>
    [
      "C",
      "A",
      20220101,
      2022,
      52,
      2022,
      ...reporter,
      flow,
      { M: "Import", X: "Export", RX: "Re-export" }[flow],
      ...partner,
      0,
      "W00",
      "World",
      "H6",
      "HS",
      "true",
      cmd,
      cmdDesc,
      cmd.length,
      "true",
      "C00",
      "TOTAL CPC",
      0,
      0,
      "TOTAL MOT",
      unit === "u" ? 5 : unit === "kg" ? 8 : 7,
      unit,
      qty,
      "false",
      -1,
      "N/A",
      0,
      "false",
      netWgt,
      "false",
      0,
      "false",
      flow === "M" ? value : "",
      flow === "M" ? "" : value,
      value,
      0,
      "true",
      "false",
    ]
      .map(csvCell)
      .join(","),
).join("\n")}\n`;

/** What each Comtrade fixture line must give: stored (M and X rows with a country partner) or not. */
export const COMTRADE_STORED = COMTRADE_LINES.map(([, flow, partner]) => flow !== "RX" && partner[0] !== 0);

/** Bills of lading in our documented layout (docs/DATA.md), US imports through CBP ports. */
export const BOL_CSV = `bill_no,master_bol,arrival_date,importer_name,importer_address,importer_country,exporter_name,exporter_address,exporter_country,cargo_description,hs_code,origin_country,destination_country,port_of_lading,port_of_unlading,carrier,vessel,container_count,container_type,weight,weight_unit,quantity,quantity_unit,value_usd
MAEU221100345,MAEU221100345,2024-03-04,Northwind Outdoor Supply LLC,"1200 Harbor Blvd, Long Beach, CA 90802",US,Ningbo Evergreen Textiles Co. Ltd,"88 Jiangdong Rd, Ningbo",CN,"TENTS, POLYESTER, 4-PERSON",6306.22,CN,US,57035,2709,MAEU,MAERSK KENSINGTON,2,40HC,18420,KG,1150,CTN,84210.50
MAEU221100346,MAEU221100345,2024-03-04,Northwind Outdoor Supply LLC,"1200 Harbor Blvd, Long Beach, CA 90802",US,Ningbo Evergreen Textiles Co. Ltd,"88 Jiangdong Rd, Ningbo",CN,SLEEPING BAGS,9404.40,CN,US,57035,2709,MAEU,MAERSK KENSINGTON,1,40HC,6210,KG,820,CTN,31400
COSU6301122870,,2024-03-11,Acme Appliance Distributors Inc,"45 Industrial Pkwy, Edison, NJ 08837",US,Guangdong Meiling Electric Appliance Co Ltd,"Shunde District, Foshan",CN,MICROWAVE OVENS,8516.50.0000,CN,US,57078,4601,COSU,COSCO SHIPPING ARIES,3,40HC,27300,KG,2400,PCS,168000
COSU6301122871,,2024-03-11,Acme Appliance Distributors Inc,"45 Industrial Pkwy, Edison, NJ 08837",USA,Guangdong Meiling Electric Appliance Co Ltd,"Shunde District, Foshan",CHN,ELECTRIC KETTLES,851671,CN,US,57078,4601,COSU,COSCO SHIPPING ARIES,1,20GP,8200,KG,5100,PCS,56100
HLCUHAM240312001,HLCUHAM240312001,2024-03-12,Great Lakes Machine Tools Corp,"900 W Fort St, Detroit, MI 48226",US,Maschinenbau Kessler GmbH,"Industriestr. 12, 73033 Goeppingen",DE,CNC LATHES,8458.11,DE,US,42879,3801,HLCU,BERLIN EXPRESS,2,40FR,41200,KG,4,PCS,1260000
HLCUHAM240312002,HLCUHAM240312001,2024-03-12,Great Lakes Machine Tools Corp,"900 W Fort St, Detroit, MI 48226",US,Maschinenbau Kessler GmbH,"Industriestr. 12, 73033 Goeppingen",DE,SPARE PARTS FOR LATHES,8466.93,DE,US,42879,3801,HLCU,BERLIN EXPRESS,1,20GP,3300,KG,38,PKG,96400
ONEYTYO400551200,,03/18/2024,Pacific Rim Auto Parts Inc,"3100 E 7th St, Long Beach, CA 90804",US,Denso Manufacturing Kitakyushu Co Ltd,"Kokuraminami-ku, Kitakyushu",JP,STARTER MOTORS,8511.40,JP,US,58840,2704,ONEY,ONE COMMITMENT,2,40HC,19800,KG,3600,PCS,402000
ONEYTYO400551201,,03/18/2024,Pacific Rim Auto Parts Inc,"3100 E 7th St, Long Beach, CA 90804",US,Denso Manufacturing Kitakyushu Co Ltd,"Kokuraminami-ku, Kitakyushu",JP,ALTERNATORS,8511.50,JP,US,58840,2704,ONEY,ONE COMMITMENT,1,40HC,9400,KG,1800,PCS,215000
EGLV140400118811,,2024-04-02,Sunrise Furniture Imports LLC,"77 Commerce Dr, High Point, NC 27260",US,Binh Duong Woodcraft Joint Stock Company,"Thuan An, Binh Duong",VN,WOODEN BEDROOM FURNITURE,9403.50,VN,US,55206,1601,EGLV,EVER ACE,4,40HC,52300,LB,640,PKG,238000
EGLV140400118812,,2024-04-02,Sunrise Furniture Imports LLC,"77 Commerce Dr, High Point, NC 27260",US,Binh Duong Woodcraft Joint Stock Company,"Thuan An, Binh Duong",Viet Nam,UPHOLSTERED SEATS,9401.61,VN,US,55206,1601,EGLV,EVER ACE,2,40HC,14100,KG,310,PKG,121500
MSCUVL240405511,,20240405,Lone Star Coffee Roasters Inc,"410 Navigation Blvd, Houston, TX 77011",US,Cooperativa Cafetalera del Sur,"Neiva, Huila",CO,"GREEN COFFEE, NOT ROASTED",0901.11,CO,US,30131,5301,MSCU,MSC SIXIN,1,20GP,19200,KG,320,BAG,118000
MSCUVL240405512,,20240405,Lone Star Coffee Roasters Inc,"410 Navigation Blvd, Houston, TX 77011",US,Cooperativa Cafetalera del Sur,"Neiva, Huila",CO,"GREEN COFFEE, DECAF",090112,CO,US,30131,5301,MSCU,MSC SIXIN,1,20GP,18900,KG,315,BAG,131500
CMDUSGN0456120,,2024-04-09,,,,"Saigon Seafood Export Co., Ltd.","District 7, Ho Chi Minh City",VN,FROZEN SHRIMP,0306.17,VN,US,55200,2704,CMDU,CMA CGM FIDELIO,1,40RF,21000,KG,1750,CTN,244000
YMLUI490122007,,2024-04-15,Keystone Bicycle Co,"1 Liberty Pl, Philadelphia, PA 19103",US,Giant Manufacturing Co Ltd,"Dajia District, Taichung",TW,BICYCLES,8712.00,TW,US,58309,1101,YMLU,YM WELLNESS,2,40HC,11800,KG,620,CTN,198400
ZIMUNGB9912003,,2024-04-22,Blue Harbor Home Goods Inc,"500 Harborside Dr, Baltimore, MD 21230",US,Zhejiang Sunny Ceramics Co Ltd,"Longquan, Lishui",CN,"CERAMIC TABLEWARE, PORCELAIN",6911.10,CN,US,57035,1303,ZIMU,ZIM MOUNT EVEREST,1,40HC,16400,KG,980,CTN,61200
`;
