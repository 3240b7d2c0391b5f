// How many games a returning group of guests plays before a bluff-trivia question comes
// back. The real selection end to end: the shipped questions in a SQLite
// database built from schema/migrations, the game's own content loader (its SQL, the
// freshness of each question), the real rules (subcategories offered, questions drawn) and
// the room's own memory of what players saw (RoomDb.rememberSeen). Each game is a new room
// (no "played here" memory), as a group meeting on another evening; the group picks every
// free subcategory and plays the default number of rounds, the selector choosing at random
// among the offered subcategories. Prints figures; asserts nothing.
//
//   npx tsx scripts/bench/guest-repeats.ts [groups=20] [players=4] [rounds=default]
//
// It plays each group twice: remembering guests (today) and, for comparison, remembering
// signed-in players only (as before guests were remembered), where a group without accounts drew at random.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { stepRandom } from "../../durable-objects/engine/random";
import type { EngineAction, EnginePlayer, GameDefinition, ShownContent, Step } from "../../durable-objects/engine/types";
import { triviaGame } from "../../durable-objects/games/trivia-deception";
import type { TriviaContent } from "../../durable-objects/games/trivia-deception/content";
import type { TriviaState } from "../../durable-objects/games/trivia-deception/rules";
import { RoomDb } from "../../durable-objects/room/room-db";
import { GAME_IDS, GAME_SETTING_LIMITS, GUEST_ID_PREFIX } from "../../schema/limits";
import { triviaCategories } from "../../content";

const groups = Number(process.argv[2] ?? 20);
const playerCount = Number(process.argv[3] ?? 4);
const rounds = Number(process.argv[4] ?? GAME_SETTING_LIMITS["trivia-deception"].rounds.default);
/** A group that never repeats stops here. */
const MAX_GAMES = 400;
const root = resolve(import.meta.dirname, "../..");

/** The subset of D1's API that RoomDb uses, over node's SQLite. */
class D1OverSqlite {
  constructor(readonly db: DatabaseSync) {}
  prepare(sql: string) {
    const db = this.db;
    const make = (params: unknown[]) => ({
      bind: (...more: unknown[]) => make(more),
      all: async () => ({ results: db.prepare(sql).all(...(params as never[])) }),
      first: async () => db.prepare(sql).get(...(params as never[])) ?? null,
      run: async () => db.prepare(sql).run(...(params as never[])),
    });
    return make([]);
  }
  async batch(statements: { run: () => Promise<unknown> }[]) {
    this.db.exec("BEGIN");
    for (const s of statements) await s.run();
    this.db.exec("COMMIT");
    return [];
  }
}

/** A database with the schema and the shipped trivia, ids as the seed gives them; the free subcategories' ids. */
function contentDatabase() {
  const db = new DatabaseSync(":memory:", { enableForeignKeyConstraints: false });
  const dir = resolve(root, "schema/migrations");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort())
    for (const statement of readFileSync(resolve(dir, file), "utf8").split("--> statement-breakpoint")) if (statement.trim()) db.exec(statement);
  const addCategory = db.prepare("INSERT INTO categories (game_id, name_ar, is_premium) VALUES (?, ?, ?)");
  const addSub = db.prepare("INSERT INTO subcategories (category_id, name_ar, is_premium) VALUES (?, ?, ?)");
  const addQuestion = db.prepare(
    "INSERT INTO trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, fake_answer_1, fake_answer_2, fake_answer_3) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const free: string[] = [];
  for (const c of triviaCategories) {
    const categoryId = Number(addCategory.run(GAME_IDS["trivia-deception"], c.nameAr, c.isPremium ? 1 : 0).lastInsertRowid);
    for (const s of c.subcategories) {
      const premium = s.isPremium || c.isPremium;
      const subId = Number(addSub.run(categoryId, s.nameAr, premium ? 1 : 0).lastInsertRowid);
      if (!premium) free.push(String(subId));
      for (const q of s.questions) addQuestion.run(GAME_IDS["trivia-deception"], categoryId, subId, q.content, q.correctAnswer, ...q.fakeAnswers);
    }
  }
  const freeQuestions = (db.prepare(`SELECT COUNT(*) n FROM trivia_questions WHERE subcategory_id IN (${free.join(",")})`).get() as { n: number }).n;
  return { db, free, freeQuestions };
}

const game = triviaGame.definition as GameDefinition<TriviaState, TriviaContent>;

/** Plays one game in a new room; returns the questions shown, in order. */
async function playGame(roomDb: RoomDb, players: EnginePlayer[], categories: string[], seed: number, rememberGuests: boolean): Promise<string[]> {
  const selection = { categories, settings: { rounds }, players, played: [] };
  const content = (await triviaGame.loadContent(roomDb.contentSource(), selection))!;
  let step = 0;
  const shownIds: string[] = [];
  const remember = async (s: Step<TriviaState>) => {
    const shown: ShownContent[] = (s.shown ?? []).map((x) => (rememberGuests ? x : { contentId: x.contentId, userIds: x.userIds }));
    shownIds.push(...shown.map((x) => x.contentId));
    await roomDb.rememberSeen("trivia-deception", shown);
  };
  let last = game.setup({ players, settings: { rounds }, categories, content, random: stepRandom(seed, step++), now: 0 });
  await remember(last);
  for (let guard = 0; last.state.phase !== "final_ranking" && guard < 1000; guard++) {
    const s = last.state;
    const random = stepRandom(seed, step++);
    // The selector picks one of the offered subcategories; the host moves on after each round's results; the rest runs out its time.
    const action: EngineAction =
      s.phase === "subcategory_selection" && s.selector
        ? { kind: "player", playerId: s.selector, action: "SELECT_SUBCATEGORY", data: { payload: { subcategoryId: s.offered[Math.floor(random() * s.offered.length)] } } }
        : s.phase === "round_results"
          ? { kind: "player", playerId: players[0].playerId, action: "next_round", data: {} }
          : { kind: "timer", phaseSeq: s.phaseSeq };
    last = game.apply(s, action, { random, now: step * 60_000, adminId: players[0].playerId });
    await remember(last);
  }
  return shownIds;
}

/** Games a group completes before one of its questions comes back (MAX_GAMES if none did). */
async function gamesBeforeRepeat(group: number, rememberGuests: boolean) {
  const { db, free } = contentDatabase();
  const roomDb = new RoomDb(new D1OverSqlite(db) as unknown as D1Database);
  const players: EnginePlayer[] = Array.from({ length: playerCount }, (_, i) => ({
    playerId: `${GUEST_ID_PREFIX}${1_700_000_000_000 + group * 100 + i}_g${group}p${i}`,
    nickname: `ضيف ${i + 1}`,
    isOnline: true,
    joinedAt: i,
    userId: null,
  }));
  const seen = new Set<string>();
  for (let g = 0; g < MAX_GAMES; g++) {
    const shown = await playGame(roomDb, players, free, group * 10_007 + g, rememberGuests);
    if (shown.some((id) => seen.has(id))) return { games: g, questions: seen.size };
    for (const id of shown) seen.add(id);
  }
  return { games: MAX_GAMES, questions: seen.size };
}

const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]}, min ${sorted[0]}, max ${sorted.at(-1)}`;
};

const { free, freeQuestions } = contentDatabase();
console.log(`free set: ${freeQuestions} questions in ${free.length} subcategories; ${rounds} rounds a game; ${playerCount} guests; ${groups} groups`);
for (const [label, rememberGuests] of [
  ["guests remembered (issue 34)", true],
  ["signed-in players only (before)", false],
] as const) {
  const results = [];
  for (let group = 0; group < groups; group++) results.push(await gamesBeforeRepeat(group, rememberGuests));
  console.log(`${label}: games before the first repeat: ${summary(results.map((r) => r.games))}; questions seen by then: ${summary(results.map((r) => r.questions))}`);
}
