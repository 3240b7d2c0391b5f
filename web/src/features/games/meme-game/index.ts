// The meme caption game's screens.
export { MemeGame } from "./meme-game";
