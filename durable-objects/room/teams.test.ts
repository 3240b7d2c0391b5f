import { describe, expect, it } from "vitest";
import { TEAM_NAMES, TEAMS } from "../../schema/limits";
import { dealTeams, moveToTeam, teamOf, teamScores, teamsRefusal, teamsView, withNewcomer, withoutMember } from "./teams";

const seats = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i + 1}`, { joinedAt: 100 + i }]));

describe("teams of a room", () => {
  it("deals forty seats into four teams of ten in join order, named from the list", () => {
    const teams = dealTeams({ seats: seats(40) }, 4);
    expect(teams.map((t) => [t.id, t.nameAr, t.playerIds.length])).toEqual([
      ["t1", TEAM_NAMES[0], 10],
      ["t2", TEAM_NAMES[1], 10],
      ["t3", TEAM_NAMES[2], 10],
      ["t4", TEAM_NAMES[3], 10],
    ]);
    // People who came in one after another are spread over the teams.
    expect(teams[0].playerIds.slice(0, 3)).toEqual(["p1", "p5", "p9"]);
  });

  it("deals uneven counts so sizes differ by one at most", () => {
    const sizes = dealTeams({ seats: seats(11) }, 3).map((t) => t.playerIds.length);
    expect(sizes).toEqual([4, 4, 3]);
  });

  it("sends a late joiner to the smallest team, counting only the seats still there", () => {
    const room = { seats: seats(8), teams: dealTeams({ seats: seats(8) }, 3) }; // 3, 3, 2
    const withLate = withNewcomer({ ...room, seats: { ...room.seats, late: { joinedAt: 999 } } }, "late")!;
    expect(teamOf({ teams: withLate }, "late")).toBe("t3");
    // p1 (of t1) left: t1 is the smallest now, though its stored list still names p1.
    const { p1: _gone, ...rest } = room.seats;
    const after = withNewcomer({ seats: { ...rest, late: { joinedAt: 999 } }, teams: room.teams }, "late")!;
    expect(teamOf({ teams: after }, "late")).toBe("t1");
    expect(teamsView({ seats: rest, teams: after })![0].playerIds).not.toContain("p1");
  });

  it("moves a player, refusing an unknown team or someone not seated", () => {
    const room = { seats: seats(4), teams: dealTeams({ seats: seats(4) }, 2) };
    const moved = moveToTeam(room, "p1", "t2");
    expect(Array.isArray(moved) && moved.map((t) => t.playerIds)).toEqual([["p3"], ["p2", "p4", "p1"]]);
    expect(moveToTeam(room, "p1", "t9")).toMatchObject({ code: "invalid_target" });
    expect(moveToTeam(room, "nobody", "t2")).toMatchObject({ code: "invalid_target" });
    expect(moveToTeam({ seats: seats(4) }, "p1", "t2")).toMatchObject({ code: "invalid_action" });
    expect(withoutMember(room.teams, "p2")![1].playerIds).toEqual(["p4"]);
  });

  it("requires teams above the bound, and a player in every team", () => {
    expect(teamsRefusal({ seats: seats(TEAMS.requiredAbove) })).toBeNull();
    expect(teamsRefusal({ seats: seats(TEAMS.requiredAbove + 1) })).toMatchObject({ code: "teams_required" });
    expect(teamsRefusal({ seats: seats(12), teams: dealTeams({ seats: seats(12) }, 3) })).toBeNull();
    expect(teamsRefusal({ seats: seats(2), teams: dealTeams({ seats: seats(2) }, 3) })).toMatchObject({ code: "teams_required" });
  });

  it("adds a team's points from its members' scores", () => {
    const teams = teamsView({ seats: seats(4), teams: dealTeams({ seats: seats(4) }, 2) })!;
    expect(teamScores(teams, { p1: 500, p2: 1000, p3: 250, p4: 0 })).toEqual({ t1: 750, t2: 1000 });
  });
});
