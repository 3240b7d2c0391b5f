// Fixed catalogue rows: games, pricing tiers, site settings and avatar layers.
import { AVATAR_LAYERS, SITE } from "../schema/limits";

export const seedGames = [
  {
    id: 1,
    gameType: "trivia-deception",
    nameAr: "خدعني إن قدرت",
    descriptionAr: "سؤال في كل جولة: اكتبوا جوابًا مزيّفًا يقنع الجميع، وحاولوا إيجاد الجواب الصحيح بين أكاذيب أصحابكم.",
    isPremium: false,
  },
  {
    id: 2,
    gameType: "meme-game",
    nameAr: "علّق عالميم",
    descriptionAr: "صورة في كل جولة: اكتبوا أطرف تعليق عليها، وصوّتوا لأضحك تعليق.",
    isPremium: true,
  },
  {
    id: 3,
    gameType: "most-likely",
    nameAr: "مين أكثر واحد؟",
    descriptionAr: "وصف في كل جولة: صوّتوا لمن ينطبق عليه أكثر، واكتشفوا من المتهم الأكبر.",
    isPremium: true,
  },
  {
    id: 4,
    gameType: "about-us",
    nameAr: "عنّا",
    descriptionAr: "أسئلة عنكم أنتم: جاوبوا عن أنفسكم بصدق، واكتبوا كذبة على لسان أصحابكم، وخمّنوا الجواب الحقيقي بين الأكاذيب.",
    isPremium: false,
  },
] as const;

export const seedPricingTiers = [
  { tierNameAr: "باقة الأسبوع", price: 15, durationDays: 7, displayOrder: 0, badgeText: null, displayText: "7 أيام من اللعب بلا حدود" },
  { tierNameAr: "باقة الشهر", price: 29, durationDays: 30, displayOrder: 1, badgeText: "الأكثر طلبًا", displayText: "30 يومًا لكل الألعاب والفئات" },
  { tierNameAr: "باقة السنة", price: 149.99, durationDays: 365, displayOrder: 2, badgeText: "أفضل قيمة", displayText: "سنة كاملة من السهرات مع الربع" },
];

export const seedSiteSettings = {
  id: 1,
  faviconUrl: SITE.defaultFavicon,
  siteName: SITE.name,
  siteDescription: SITE.defaultDescription,
  siteImage: SITE.defaultImage,
};

const LAYER_TYPES = { color: "Color", face: "Face", custom: "Custom" } as const;

export const seedAvatarAssets = (Object.keys(AVATAR_LAYERS) as (keyof typeof AVATAR_LAYERS)[]).flatMap((layer) =>
  Array.from({ length: AVATAR_LAYERS[layer].count }, (_, i) => {
    const assetNumber = AVATAR_LAYERS[layer].first + i;
    return {
      layerType: LAYER_TYPES[layer],
      assetNumber,
      fileName: `${assetNumber}.svg`,
      filePath: `/avatars/${layer}/${assetNumber}.svg`,
      displayOrder: i,
    };
  }),
);
