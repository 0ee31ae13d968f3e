import { sectors, words, type LanguagePack } from "./pack.ts";

/** Chinese: two-character trade names in Hanyu Pinyin (without tones), as on English registrations. */
export const zh: LanguagePack = {
  code: "zh",
  script: "Hani",
  tight: true,
  personOrder: "family-first",
  roots: words(`华信|Huaxin 东方|Dongfang 天成|Tiancheng 恒达|Hengda 金鼎|Jinding 宏远|Hongyuan 新元|Xinyuan
    中联|Zhonglian 远航|Yuanhang 永泰|Yongtai 瑞丰|Ruifeng 长城|Changcheng 海润|Hairun 嘉禾|Jiahe 汇通|Huitong
    鑫源|Xinyuan 盛世|Shengshi 广达|Guangda 安泰|Antai 富华|Fuhua 科宇|Keyu 明阳|Mingyang 德信|Dexin 星辰|Xingchen`),
  sectors: sectors(`科技|Keji 贸易|Maoyi 实业|Shiye 建设|Jianshe 物流|Wuliu 食品|Shipin 投资|Touzi 置业|Zhiye
    能源|Nengyuan 服务|Fuwu 医疗|Yiliao`),
  given: {
    f: words("秀英|Xiuying 丽|Li 敏|Min 静|Jing 婷|Ting 雪|Xue 芳|Fang 娜|Na 玲|Ling 慧|Hui 佳怡|Jiayi 欣|Xin"),
    m: words("伟|Wei 强|Qiang 磊|Lei 军|Jun 勇|Yong 杰|Jie 涛|Tao 明|Ming 超|Chao 浩|Hao 建国|Jianguo 志强|Zhiqiang"),
  },
  family: words(`王|Wang 李|Li 张|Zhang 刘|Liu 陈|Chen 杨|Yang 黄|Huang 赵|Zhao 吴|Wu 周|Zhou 徐|Xu 孙|Sun
    马|Ma 朱|Zhu 胡|Hu 郭|Guo 何|He 林|Lin 高|Gao 罗|Luo`),
  company: ["有限公司", "Youxian Gongsi"],
  street: (name, n) => [`${name[0]}路${n}号`, `${n} ${name[1]} Lu`],
};

/** Japanese: Hepburn romanisation. */
export const ja: LanguagePack = {
  code: "ja",
  script: "Jpan",
  tight: true,
  personOrder: "family-first",
  roots: words(`山田|Yamada 日本|Nihon 東洋|Toyo 大和|Yamato 富士|Fuji 三光|Sanko 昭和|Showa 北辰|Hokushin
    旭|Asahi 桜|Sakura 大成|Taisei 太平|Taihei 中央|Chuo 明星|Myojo 青葉|Aoba 松風|Matsukaze 光洋|Koyo 新星|Shinsei
    千代田|Chiyoda 丸和|Maruwa 高砂|Takasago 菱和|Ryowa`),
  sectors: sectors(`技研|Giken 商事|Shoji 工業|Kogyo 建設|Kensetsu 物流|Butsuryu 食品|Shokuhin 投資|Toshi
    不動産|Fudosan 電力|Denryoku サービス|Sabisu 医療|Iryo`),
  given: {
    f: words(
      "陽子|Yoko 恵子|Keiko 美咲|Misaki 由美|Yumi 直子|Naoko さくら|Sakura 結衣|Yui 真由美|Mayumi 愛|Ai 花子|Hanako",
    ),
    m: words("太郎|Taro 健一|Kenichi 翔|Sho 大輔|Daisuke 誠|Makoto 拓也|Takuya 浩|Hiroshi 修|Osamu 蓮|Ren 健太|Kenta"),
  },
  family: words(`佐藤|Sato 鈴木|Suzuki 高橋|Takahashi 田中|Tanaka 伊藤|Ito 渡辺|Watanabe 山本|Yamamoto 中村|Nakamura
    小林|Kobayashi 加藤|Kato 吉田|Yoshida 山口|Yamaguchi 松本|Matsumoto 井上|Inoue 木村|Kimura 林|Hayashi`),
  company: ["株式会社", "Kabushiki Kaisha"],
  street: (name, n) => [`${name[0]}町${n}丁目`, `${n}-chome ${name[1]}-cho`],
};

/** Korean: Revised Romanisation. */
export const ko: LanguagePack = {
  code: "ko",
  script: "Hang",
  tight: true,
  personOrder: "family-first",
  roots: words(`한성|Hanseong 대한|Daehan 동방|Dongbang 삼양|Samyang 태평양|Taepyeongyang 금강|Geumgang 한빛|Hanbit
    미래|Mirae 신성|Sinseong 대성|Daeseong 세진|Sejin 동아|Donga 우리|Uri 한울|Hanul 새한|Saehan 청우|Cheongu
    해동|Haedong 정우|Jeongu 유진|Yujin 코리아|Korea`),
  sectors: sectors(`테크|Tekeu 상사|Sangsa 산업|Saneop 건설|Geonseol 물류|Mullyu 식품|Sikpum 투자|Tuja 부동산|Budongsan
    에너지|Eneoji 서비스|Seobiseu 메디컬|Medikeol`),
  given: {
    f: words(
      "서연|Seoyeon 지은|Jieun 민지|Minji 수빈|Subin 지현|Jihyeon 은영|Eunyoung 하은|Haeun 예진|Yejin 수진|Sujin",
    ),
    m: words(
      "민준|Minjun 서준|Seojun 지훈|Jihun 현우|Hyeonu 성민|Seongmin 준호|Junho 동현|Donghyeon 영수|Yeongsu 재원|Jaewon",
    ),
  },
  family: words(`김|Kim 이|Lee 박|Park 최|Choi 정|Jeong 강|Kang 조|Cho 윤|Yoon 장|Jang 임|Lim 한|Han 오|Oh
    서|Seo 신|Shin 권|Kwon 황|Hwang`),
  company: ["주식회사", "Jusikhoesa"],
  street: (name, n) => [`${name[0]}로 ${n}`, `${n} ${name[1]}-ro`],
};
