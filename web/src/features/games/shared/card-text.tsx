// The round's text on a phase card (a trivia question, a most-likely prompt, «عنّا»'s question)
// and its picture when it has one: smaller on the compact card of the voting and results phases.
import { cx } from "../../../ui/cx";
import { contentImageUrl } from "./image-url";

export function CardText({ text, compact, testId, gap = "mt-2" }: { text: string; compact: boolean; testId: string; gap?: "mt-2" | "mt-3" }) {
  return (
    <h2 className={cx(`${gap} font-bold leading-relaxed text-balance text-white [overflow-wrap:anywhere]`, compact ? "text-lg" : "text-xl sm:text-2xl")} data-testid={testId}>
      {text}
    </h2>
  );
}

export function CardPicture({ url, alt, compact }: { url: string | null | undefined; alt: string; compact: boolean }) {
  const image = contentImageUrl(url);
  return image ? <img src={image} alt={alt} className={cx("mt-3 w-full rounded-2xl bg-night-950/40 object-contain", compact ? "max-h-40" : "max-h-64")} loading="eager" /> : null;
}
