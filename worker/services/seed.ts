import type { BatchItem } from "drizzle-orm/batch";
import { ADMIN_SETTINGS_DEFAULTS } from "../../schema/limits";
import { ABOUT_US_GAME_ID } from "../../schema/games/about-us";
import * as t from "../../schema/db";
import { seedAvatarAssets, seedGames, seedPricingTiers, seedSiteSettings } from "../../content/catalog";
import { aboutUsCategories, memeCategories, mostLikelyCategories, triviaCategories } from "../../content";
import type { Db } from "../../data/db";
import { CONTENT_VERSION_KEY, topUpContent } from "./content-topup";
import { blogSeedStatements } from "./blog/seed";

/** Bump when the shipped content changes shape; a database holding this version is left alone. */
export const SEED_VERSION = "1";

/**
 * All seed rows as one D1 batch. A batch is one transaction and its first
 * statement claims the version key, so a second loader (another isolate, a
 * restart) fails on that key and changes nothing.
 */
export function seedStatements(db: Db): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db.insert(t.appMeta).values({ key: "seedVersion", value: SEED_VERSION }),
    // A fresh database holds today's content already: no top-up for it.
    db.insert(t.appMeta).values({ key: CONTENT_VERSION_KEY, value: new Date().toISOString() }),
  ];
  const add = (s: BatchItem<"sqlite">) => statements.push(s);

  for (const game of seedGames) add(db.insert(t.games).values(game));
  for (const tier of seedPricingTiers) add(db.insert(t.pricingTiers).values(tier));
  add(db.insert(t.siteSettings).values(seedSiteSettings));
  for (const section of ["general", "security"] as const)
    add(db.insert(t.adminSettings).values({ section, valueJson: JSON.stringify(ADMIN_SETTINGS_DEFAULTS[section]) }));
  for (const asset of seedAvatarAssets) add(db.insert(t.avatarAssets).values(asset));

  let categoryId = 0;
  let subcategoryId = 0;
  const triviaGame = 1;
  triviaCategories.forEach((category, ci) => {
    const cid = ++categoryId;
    add(db.insert(t.categories).values({ id: cid, gameId: triviaGame, nameAr: category.nameAr, isPremium: category.isPremium, displayOrder: ci, season: category.season ?? null }));
    category.subcategories.forEach((sub, si) => {
      const sid = ++subcategoryId;
      // A subcategory under a premium category is premium too (spec 002 §4).
      const isPremium = sub.isPremium || category.isPremium;
      add(db.insert(t.subcategories).values({ id: sid, categoryId: cid, nameAr: sub.nameAr, isPremium, displayOrder: si }));
      for (const q of sub.questions)
        add(
          db.insert(t.triviaQuestions).values({
            gameId: triviaGame,
            categoryId: cid,
            subcategoryId: sid,
            content: q.content,
            correctAnswer: q.correctAnswer,
            alternativeAnswer1: q.alternativeAnswer1 ?? null,
            alternativeAnswer2: q.alternativeAnswer2 ?? null,
            fakeAnswer1: q.fakeAnswers[0],
            fakeAnswer2: q.fakeAnswers[1],
            fakeAnswer3: q.fakeAnswers[2],
          }),
        );
    });
  });

  // Categories of a premium game are premium (spec 002 §4); both content games are premium.
  memeCategories.forEach((category, ci) => {
    const cid = ++categoryId;
    add(db.insert(t.categories).values({ id: cid, gameId: 2, nameAr: category.nameAr, isPremium: true, displayOrder: ci, season: category.season ?? null }));
    category.pictures.forEach((picture, pi) =>
      add(
        db.insert(t.memeImages).values({
          gameId: 2,
          categoryId: cid,
          imageUrl: `/seed/memes/${picture.file}`,
          name: picture.name,
          textBoxCount: picture.textBoxCount,
          captionLayout: picture.captionLayout,
          isPremium: true,
          displayOrder: pi,
        }),
      ),
    );
  });

  mostLikelyCategories.forEach((category, ci) => {
    const cid = ++categoryId;
    add(db.insert(t.categories).values({ id: cid, gameId: 3, nameAr: category.nameAr, isPremium: true, displayOrder: ci, season: category.season ?? null }));
    for (const { content, feminine } of category.prompts) add(db.insert(t.mostLikelyQuestions).values({ gameId: 3, categoryId: cid, content, feminine }));
  });

  // «عنّا» is a free game: its categories say themselves which are premium.
  const aboutUs = ABOUT_US_GAME_ID;
  aboutUsCategories.forEach((category, ci) => {
    const cid = ++categoryId;
    add(db.insert(t.categories).values({ id: cid, gameId: aboutUs, nameAr: category.nameAr, isPremium: category.isPremium, displayOrder: ci, season: category.season ?? null }));
    for (const content of category.questions) add(db.insert(t.aboutUsQuestions).values({ gameId: aboutUs, categoryId: cid, content }));
  });

  statements.push(...blogSeedStatements(db));
  return statements;
}

let seeded: Promise<void> | null = null;

/** Loads the seed content once per database; cheap to call on every request. */
export function ensureSeeded(db: Db): Promise<void> {
  seeded ??= (async () => {
    const version = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, "seedVersion") });
    // Seeded before: only the content shipped since then is added.
    if (version) return topUpContent(db);
    const [first, ...rest] = seedStatements(db);
    try {
      await db.batch([first, ...rest]);
    } catch (error) {
      // Another loader got there first: its batch holds the version key.
      const again = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, "seedVersion") });
      if (!again) throw error;
    }
  })().catch((error) => {
    seeded = null;
    throw error;
  });
  return seeded;
}
