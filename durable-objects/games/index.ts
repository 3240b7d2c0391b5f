// Each game's folder registers its definition and content loader with the
// engine registry when imported; the room actor imports this module once.
// (Tests may register their own small game the same way.)
import "./trivia-deception";
import "./meme-game";
import "./most-likely";
