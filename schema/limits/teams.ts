// A gathering in teams: how many teams a room may be dealt into, and from how many players
// teams are required. Re-exported by schema/limits.ts, which importers use.

export const TEAMS = {
  /** The host's choice of teams: 0 (none) or between these (inclusive). */
  minCount: 2,
  maxCount: 8,
  /**
   * Above this many seated players a game starts only in teams: 40 people acting one by one
   * would make a vote of 40 lies and a results screen nobody can read.
   */
  requiredAbove: 10,
} as const;

/**
 * The teams' names, in the order they are dealt: things of the Gulf, never a person, so each
 * name reads the same in a women's gathering as in anyone's.
 */
export const TEAM_NAMES = [
  "فريق الصقور",
  "فريق النخيل",
  "فريق اللؤلؤ",
  "فريق الغزلان",
  "فريق النجوم",
  "فريق الياسمين",
  "فريق المها",
  "فريق الأشرعة",
] as const;
