// «عنّا» as the room will run it: its rules, content loader, audience options and start checks. Not
// registered in games/registry.ts until the game joins GAME_TYPES with its seeded content and its screens.
export { loadAboutUsContent, type AboutUsContent } from "./content";
export { aboutUs, ABOUT_US_TYPE, type AboutUsState } from "./rules";
export { aboutUsView, type AboutUsView } from "./view";

/** The ids the audience may vote for: the options of the vote, as the public view lists them. */
export const aboutUsVoteOptions = (view: { options: { id: string }[] }) => view.options.map((o) => o.id);
