// The staged reveal's building blocks, shared by every game's own beats
// (features/games/<game>/reveal.ts). One definition with the room's: schema/show.ts.
export { ascending, answerShowSteps, timed, type Beat, type BeatKind, type Step } from "../../../../../schema/show";
