// «عنّا»'s staged reveal per subject, staged like bluff trivia's (issue 43): each believed lie in
// three beats (the lie, who fell for it, whose it was), fewest believers first; the unbelieved
// together; the truth in words, who found it; the totals. Nothing is squeezed: the phase lasts as long as the show.
import { describe, expect, it } from "vitest";
import type { AboutUsView } from "../../../../../schema/game-views";
import { SCREEN_SHOW } from "../../../../../schema/limits";
import { aboutUsBeatLine, aboutUsBeats } from "./reveal";

const view = (options: AboutUsView["options"]) => ({ subjectId: "s", options }) as AboutUsView;
const lie = (id: string, author: string, voters: string[]) => ({ id, answer: `كذبة ${id}`, isMine: false, type: "lie" as const, authors: [author], voters });
const truth = (voters: string[]) => ({ id: "t", answer: "الحقيقة", isMine: false, type: "truth" as const, authors: ["s"], voters });

describe("«عنّا» reveal", () => {
  it("walks each believed lie in three beats by fewest believers, the unbelieved, the truth, who found it, then the totals", () => {
    const beats = aboutUsBeats(view([lie("a", "x", ["y", "z"]), lie("b", "y", ["x"]), lie("c", "z", []), truth([])]));
    expect(beats.map((b) => `${b.kind}:${b.subject}`)).toEqual([
      "lie:b",
      "fooled:b",
      "author:b",
      "lie:a",
      "fooled:a",
      "author:a",
      "unpicked:null",
      "truth:t",
      "finders:t",
      "totals:null",
    ]);
  });

  it("gives every beat its full length, however many lies were believed", () => {
    const options = [...Array.from({ length: 7 }, (_, i) => lie(`l${i}`, `p${i}`, [`p${(i + 1) % 7}`])), truth(["p0"])];
    const beats = aboutUsBeats(view(options));
    for (const b of beats) expect(b.ms).toBe(SCREEN_SHOW[b.kind]);
    for (let i = 1; i < beats.length; i++) expect(beats[i].at).toBe(beats[i - 1].at + beats[i - 1].ms);
  });

  it("names on the phones the lie, who believed it, whose it was, the truth in words and who found it", () => {
    const game = view([lie("a", "x", ["y"]), truth([])]);
    const names = { x: "نورة", y: "فهد", s: "سارة" } as Record<string, string>;
    const [said, fooled, author, truthBeat, finders] = aboutUsBeats(game);
    const line = (b: typeof said) => aboutUsBeatLine(game, b, (id) => names[id]);
    expect(line(said)).toBe("«كذبة a»");
    expect(line(fooled)).toBe("«كذبة a»: صدّقها فهد");
    expect(line(author)).toBe("كذبة نورة");
    expect(line(truthBeat)).toBe("جواب سارة الحقيقي: «الحقيقة»");
    expect(line(finders)).toBe("لم يجده أحد");
  });
});
