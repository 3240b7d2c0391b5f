import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydratedInNextTask, hydrationPart, isHydratingStartPage, setHydratingStartPage } from "./hydrate-later";

const Card = ({ title }: { title: string }) => createElement("section", { className: "card" }, createElement("h2", null, title));

describe("parts of a drawn page hydrated a task apart", () => {
  afterEach(() => setHydratingStartPage(false));

  it("draws on the server exactly what the part's component draws, with no boundary of its own (its markers and a streamed part's inline script)", () => {
    const Part = hydratedInNextTask(Card);
    expect(renderToString(createElement(Part, { title: "الباقات" }))).toBe(renderToString(createElement(Card, { title: "الباقات" })));
    const Through = hydrationPart();
    const markup = createElement("ol", null, createElement("li", null, "افتحوا غرفة"));
    expect(renderToString(createElement(Through, null, markup))).toBe(renderToString(markup));
  });

  it("waits only while the app hydrates the page it started on", () => {
    expect(isHydratingStartPage()).toBe(false);
    setHydratingStartPage(true);
    expect(isHydratingStartPage()).toBe(true);
    // React's server renderer cannot wait for a part: while hydrating, a part is the browser's to wait for.
    const Part = hydratedInNextTask(Card);
    expect(renderToString(createElement(Part, { title: "الباقات" }))).not.toContain("الباقات");
  });
});
