// The staged reveal's building blocks (issue 31), shared by every game's own beats
// (features/games/<game>/reveal.ts). One definition with the room's (issue 43): schema/show.ts.
export { ascending, answerShowSteps, timed, type Beat, type BeatKind, type Step } from "../../../../../schema/show";
