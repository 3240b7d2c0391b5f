// A «عنّا» turn as a group's night keeps it, and as a ghost is dealt it: the question asked about
// its subject, the subject's truth to find, and the lies (a hidden one left out).
import { describe, expect, it } from "vitest";
import { triviaGhostContent } from "../trivia-deception/ghost";
import { aboutUsNightTurn } from "./night";
import type { AboutUsState } from "./state";

const players = [
  { playerId: "p-sara", nickname: "سارة", isOnline: true, joinedAt: 1, userId: null },
  { playerId: "p-fahad", nickname: "فهد", isOnline: true, joinedAt: 2, userId: null },
  { playerId: "p-mona", nickname: "منى", isOnline: true, joinedAt: 3, userId: null },
];

const reveal = {
  phase: "reveal",
  round: 2,
  players,
  subject: "p-sara",
  asked: { "p-sara": { id: "41", content: "وش أغرب أكلة جربتها؟" } },
  truths: { "p-sara": "جراد مقلي" },
  lies: { "p-fahad": "حلزون", "p-mona": "كلام لا يليق" },
  hidden: ["p-mona"],
  options: [
    { id: "7-1", answer: "جراد مقلي", type: "truth", authors: ["p-sara"] },
    { id: "7-2", answer: "حلزون", type: "lie", authors: ["p-fahad"] },
  ],
  votes: { "p-fahad": "7-1", "p-mona": "7-2" },
} as unknown as AboutUsState;

describe("a «عنّا» night", () => {
  it("keeps the subject's turn at its reveal, without a lie the host hid, and nothing in other phases", () => {
    expect(aboutUsNightTurn(reveal)).toEqual({
      key: "2:p-sara",
      turn: {
        prompt: "وش أغرب أكلة جربتها؟",
        subject: "سارة",
        subjectId: "p-sara",
        truth: "جراد مقلي",
        alternatives: [],
        decoys: [],
        lies: { "p-fahad": "حلزون" },
        votes: { "p-fahad": "جراد مقلي", "p-mona": "حلزون" },
      },
    });
    expect(aboutUsNightTurn({ ...reveal, phase: "voting" })).toBeNull();
  });

  it("is dealt to a ghost as a question about its subject, in the night's order, with the night's lies in the vote", () => {
    const content = triviaGhostContent("مجلس الخميس", [
      { index: 0, prompt: "ما عاصمة عمان؟", truth: "مسقط", alternatives: [], decoys: ["صلالة"], lies: { "m:1": "صحار" } },
      { index: 2, prompt: "وش أغرب أكلة جربتها؟", subject: "سارة", truth: "جراد مقلي", alternatives: [], decoys: [], lies: { "m:2": "حلزون" } },
    ]);
    expect(content.rounds).toBe(2);
    expect(content.questions.map((q) => [q.id, q.content, q.correctAnswer])).toEqual([
      ["ghost:0", "ما عاصمة عمان؟", "مسقط"],
      ["ghost:2", "سؤال عن سارة: وش أغرب أكلة جربتها؟", "جراد مقلي"],
    ]);
    expect(content.echoes).toEqual({ "ghost:0": { "m:1": "صحار" }, "ghost:2": { "m:2": "حلزون" } });
  });
});
