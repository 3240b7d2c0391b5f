import { describe, expect, it } from "vitest";
import { seedBlogCategories, seedBlogPosts, seedBlogTags } from "../../content";
import { blogPostBodySchema, readingTimeOf, slugify, slugSchema } from "./blog";

describe("slug rule (spec 002 §5)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  --Trim Me--  ", "trim-me"],
    ["كيف تلعب «خدعني إن قدرت»؟", "كيف-تلعب-خدعني-ان-قدرت"],
    ["أفكار لسهرة عائلية", "افكار-لسهره-عايليه"],
    ["إسلام آمن ٱلوصل", "اسلام-امن-الوصل"],
    ["مسؤول شيء", "مسوول-شي"],
    ["رئيس المدينة", "رييس-المدينه"],
    ["مَدْرَسَةٌ", "مدرسه"],
    ["مصطفى", "مصطفي"],
    ["طـــويل", "طويل"],
    ["Game #1: Top 10!", "game-1-top-10"],
    ["٣ نصائح", "3-نصايح"],
    ["Ünïcode ü", "n-code"],
    ["a__b..c//d", "a-b-c-d"],
    ["!!!", ""],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("every slug it makes passes the slug schema, and seed slugs follow the rule", () => {
    for (const text of ["كيف تلعب", "Hello 2", "أ-ب"]) expect(slugSchema.safeParse(slugify(text)).success).toBe(true);
    for (const { slug } of [...seedBlogPosts, ...seedBlogCategories, ...seedBlogTags]) expect(slugify(slug)).toBe(slug);
  });
});

describe("post body", () => {
  it("turns the none choices and an empty date into null, and dedupes tags", () => {
    const parsed = blogPostBodySchema.parse({ titleAr: "ع", slug: "a", excerptAr: "م", categoryId: "none", authorId: "", publishedAt: "", featuredImage: "none", tags: [2, "2", 3] });
    expect(parsed).toMatchObject({ categoryId: null, authorId: null, publishedAt: null, featuredImage: null, status: "draft", tags: [2, 3] });
  });

  it("keeps the publish date to the minute", () => {
    const parsed = blogPostBodySchema.parse({ titleAr: "ع", slug: "a", excerptAr: "م", publishedAt: "2030-01-02T03:04:59.999Z" });
    expect(parsed.publishedAt?.toISOString()).toBe("2030-01-02T03:04:00.000Z");
  });

  it("reading time is whole minutes at 200 words, the default 5 when empty", () => {
    expect(readingTimeOf("")).toBe(5);
    expect(readingTimeOf("كلمة ".repeat(10))).toBe(1);
    expect(readingTimeOf("كلمة ".repeat(401))).toBe(3);
  });
});
