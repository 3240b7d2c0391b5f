// «عنّا»'s screens.
export { AboutUsGame } from "./about-us-game";
