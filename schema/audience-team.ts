// The audience as one team: its votes together are one more voter with its own score, under an
// id no seat can have (player ids are UUIDs), so the boards name it «الجمهور» wherever they name players.
export const AUDIENCE_TEAM_ID = "audience";
export const AUDIENCE_TEAM_NAME = "الجمهور";
