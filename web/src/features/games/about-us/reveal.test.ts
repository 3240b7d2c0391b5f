// «عنّا»'s staged reveal per subject: the believed lies first (fewest believers first), the
// unbelieved together, the truth, the totals, squeezed to end before the 12 s phase does.
import { describe, expect, it } from "vitest";
import type { AboutUsView } from "../../../../../schema/game-views";
import { ABOUT_US } from "../../../../../schema/limits";
import { aboutUsBeatLine, aboutUsBeats } from "./reveal";

const view = (options: AboutUsView["options"]) => ({ subjectId: "s", options }) as AboutUsView;
const lie = (id: string, author: string, voters: string[]) => ({ id, answer: `كذبة ${id}`, isMine: false, type: "lie" as const, authors: [author], voters });
const truth = (voters: string[]) => ({ id: "t", answer: "الحقيقة", isMine: false, type: "truth" as const, authors: ["s"], voters });

describe("«عنّا» reveal", () => {
  it("walks the believed lies by fewest believers, the unbelieved, the truth, then the totals", () => {
    const beats = aboutUsBeats(view([lie("a", "x", ["y", "z"]), lie("b", "y", ["x"]), lie("c", "z", []), truth([])]));
    expect(beats.map((b) => `${b.kind}:${b.subject}`)).toEqual(["fooled:b", "fooled:a", "unpicked:null", "finders:t", "totals:null"]);
  });

  it("ends before the phase does, however many lies were believed", () => {
    const options = [...Array.from({ length: 7 }, (_, i) => lie(`l${i}`, `p${i}`, [`p${(i + 1) % 7}`])), truth(["p0"])];
    const beats = aboutUsBeats(view(options));
    const last = beats.at(-1)!;
    expect(last.kind).toBe("totals");
    expect(last.at + last.ms).toBeLessThanOrEqual(ABOUT_US.revealSeconds * 1000);
    for (let i = 1; i < beats.length; i++) expect(beats[i].at).toBe(beats[i - 1].at + beats[i - 1].ms);
  });

  it("names on the phones who believed a lie and whose it was, and who found the truth", () => {
    const game = view([lie("a", "x", ["y"]), truth([])]);
    const names = { x: "نورة", y: "فهد", s: "سارة" } as Record<string, string>;
    const [fooled, finders] = aboutUsBeats(game);
    expect(aboutUsBeatLine(game, fooled, (id) => names[id])).toBe("«كذبة a»: صدّقها فهد · كذبة نورة");
    expect(aboutUsBeatLine(game, finders, (id) => names[id])).toBe("جواب سارة الحقيقي: «الحقيقة» · لم يجده أحد");
  });
});
