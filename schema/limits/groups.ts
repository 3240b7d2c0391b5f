// «مجلسنا»: groups that keep their nights and a monthly season, and the ghost nights of those
// who missed one. Re-exported by schema/limits.ts, which importers use.

export const GROUPS = {
  /** A group's code: this many characters of the room-code alphabet (ROOM_CODE.alphabet). */
  codeLength: 7,
  nameMax: 40,
  /** The groups one identity (a guest or an account) may belong to at once, the ones it made included. */
  perIdentity: 20,
  membersMax: 50,
  /** The newest nights a group keeps with their texts; older ones are deleted (the season's points stay). */
  nightsKept: 100,
  /** Groups made per address per hour, like rooms and packs: enough for a family, too few to flood. */
  createsPerAddressPerHour: 20,
  /** Joins (and nickname changes) per address per hour. */
  joinsPerAddressPerHour: 60,
  /** Group pages read by code per address per minute: enough to open shared links, too few to guess codes. */
  lookupsPerAddressPerMinute: 30,
  /**
   * Seasons are calendar months in Gulf time (UTC+3: Riyadh, Kuwait, Doha, Manama), so a Thursday
   * night's game near midnight counts in the month the family played it in.
   */
  seasonUtcOffsetMinutes: 180,
  /** Past seasons a group page lists to pick from, newest first. */
  seasonsListed: 24,
} as const;

/** «من بعيد»: how a ghost's place in a night's ranking is marked. */
export const GHOST_MARK = "من بعيد";
