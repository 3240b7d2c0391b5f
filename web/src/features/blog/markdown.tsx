// The one markdown renderer of the blog (public page and editor preview). It builds React
// elements, never an HTML string, so raw HTML in a post is shown as the text it is. Links
// and pictures keep only safe addresses (https, mailto, our own paths: schema/safe-url.ts); blocks read
// their direction from their text (dir="auto"), code stays left to right.
//
// Supported: headings (# to ###, and deeper), paragraphs with line breaks, **bold**, *italic*,
// ++underline++, `code`, fenced code, [links](url), ![pictures](url), bullet and numbered lists,
// > quotes, --- rules and pipe tables.
import { Fragment, type ReactNode } from "react";
import { judgeUrl } from "../../../../schema/safe-url";

// ---------- addresses ----------

/** The address kept for a link, or null when it must be dropped (see schema/safe-url.ts). */
export function safeHref(raw: string): string | null {
  return judgeUrl(raw, { allowMailto: true })?.href ?? null;
}

/** Picture addresses: our own paths or https only. */
export function safeImageSrc(raw: string): string | null {
  const judged = judgeUrl(raw);
  return judged ? judged.href : null;
}

/** Off-site links open apart and pass no reputation or referrer (an author's link is user content). */
const EXTERNAL_LINK = { target: "_blank", rel: "nofollow ugc noopener noreferrer" } as const;

function isExternal(href: string): boolean {
  if (!/^https:/i.test(href)) return false;
  return typeof window === "undefined" || new URL(href).origin !== window.location.origin;
}

// ---------- inline ----------

interface InlinePattern {
  re: RegExp;
  render: (m: RegExpExecArray, key: string) => ReactNode;
}

const INLINE: InlinePattern[] = [
  { re: /`([^`\n]+)`/, render: (m, key) => <code key={key} dir="ltr" className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-[0.9em]">{m[1]}</code> },
  {
    re: /!\[([^\]\n]*)\]\(([^)\s]+)\)/,
    render: (m, key) => {
      const src = safeImageSrc(m[2]);
      return src ? <img key={key} src={src} alt={m[1]} loading="lazy" className="my-4 inline-block max-w-full rounded-2xl" /> : m[1];
    },
  },
  {
    re: /\[([^\]\n]+)\]\(([^)\s]+)\)/,
    render: (m, key) => {
      const href = safeHref(m[2]);
      const children = inline(m[1], key);
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      const external = isExternal(href);
      return (
        <a
          key={key}
          href={href}
          className="font-bold text-brand-300 underline decoration-brand-300/40 underline-offset-4 hover:decoration-brand-300"
          {...(external ? EXTERNAL_LINK : {})}
        >
          {children}
        </a>
      );
    },
  },
  { re: /\*\*([^*\n](?:[^\n]*?[^*\n])?)\*\*/, render: (m, key) => <strong key={key} className="font-bold text-white">{inline(m[1], key)}</strong> },
  { re: /__([^_\n](?:[^\n]*?[^_\n])?)__/, render: (m, key) => <strong key={key} className="font-bold text-white">{inline(m[1], key)}</strong> },
  { re: /\+\+([^+\n](?:[^\n]*?[^+\n])?)\+\+/, render: (m, key) => <u key={key}>{inline(m[1], key)}</u> },
  { re: /\*([^*\s](?:[^*\n]*?[^*\s])?)\*/, render: (m, key) => <em key={key}>{inline(m[1], key)}</em> },
  { re: /(?<![\p{L}\p{N}])_([^_\s](?:[^_\n]*?[^_\s])?)_(?![\p{L}\p{N}])/u, render: (m, key) => <em key={key}>{inline(m[1], key)}</em> },
];

/** Inline text to React nodes: the earliest match wins, text around it stays text. */
export function inline(text: string, keyPrefix = "i"): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    let best: { m: RegExpExecArray; p: InlinePattern } | null = null;
    for (const p of INLINE) {
      const m = p.re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { m, p };
    }
    if (!best) {
      out.push(rest);
      break;
    }
    if (best.m.index > 0) out.push(rest.slice(0, best.m.index));
    out.push(best.p.render(best.m, `${keyPrefix}.${n++}`));
    rest = rest.slice(best.m.index + best.m[0].length);
  }
  return out;
}

function withBreaks(lines: string[], key: string): ReactNode[] {
  return lines.flatMap((line, i) => (i === 0 ? inline(line, `${key}.${i}`) : [<br key={`${key}.br${i}`} />, ...inline(line, `${key}.${i}`)]));
}

// ---------- blocks ----------

export type Block =
  | { type: "heading"; level: number; text: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "code"; text: string; lang: string }
  | { type: "quote"; lines: string[] }
  | { type: "list"; ordered: boolean; items: string[] }
  | { type: "table"; head: string[]; rows: string[][] }
  | { type: "rule" };

const FENCE = /^\s*(```|~~~)\s*([\w-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  const isBlank = (l: string | undefined) => l === undefined || l.trim() === "";
  const startsBlock = (l: string, next?: string) =>
    FENCE.test(l) || HEADING.test(l) || QUOTE.test(l) || BULLET.test(l) || NUMBERED.test(l) || RULE.test(l) || (l.includes("|") && !!next && TABLE_SEPARATOR.test(next));

  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^\\s*${fence[1]}\\s*$`).test(lines[i])) body.push(lines[i++]);
      i++;
      blocks.push({ type: "code", text: body.join("\n"), lang: fence[2] });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1].length, text: heading[2] });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    if (line.includes("|") && TABLE_SEPARATOR.test(lines[i + 1] ?? "")) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i]) && lines[i].includes("|")) rows.push(cells(lines[i++]));
      blocks.push({ type: "table", head, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) quoted.push(QUOTE.exec(lines[i++])![1]);
      blocks.push({ type: "quote", lines: quoted });
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (listPattern) {
      const items: string[] = [];
      while (i < lines.length && listPattern.test(lines[i])) items.push(listPattern.exec(lines[i++])![1]);
      blocks.push({ type: "list", ordered: listPattern === NUMBERED, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i], lines[i + 1]))) paragraph.push(lines[i++].trim());
    blocks.push({ type: "paragraph", lines: paragraph });
  }
  return blocks;
}

const HEADING_CLASS: Record<number, string> = {
  1: "mt-10 mb-4 text-2xl font-extrabold sm:text-3xl",
  2: "mt-8 mb-3 text-xl font-bold sm:text-2xl",
  3: "mt-6 mb-2 text-lg font-bold sm:text-xl",
};

/**
 * How many levels a post's headings move down: the page's own title is the h1, so the post's
 * top heading level (# or ##, authors use both) becomes h2 and the rest keep their steps.
 */
function headingShift(blocks: Block[]): number {
  const levels = blocks.flatMap((block) => (block.type === "heading" ? [block.level] : []));
  return levels.length ? 2 - Math.min(...levels) : 1;
}

function renderBlock(block: Block, key: string, shift: number): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = `h${Math.min(block.level + shift, 6)}` as "h2";
      return (
        <Tag key={key} dir="auto" className={HEADING_CLASS[block.level] ?? "mt-5 mb-2 font-bold"}>
          {inline(block.text, key)}
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p key={key} dir="auto" className="my-4 leading-8">
          {withBreaks(block.lines, key)}
        </p>
      );
    case "code":
      return (
        <pre key={key} dir="ltr" className="my-5 overflow-x-auto rounded-2xl bg-night-950/70 p-4 text-start font-mono text-sm leading-6 ring-1 ring-white/10">
          <code>{block.text}</code>
        </pre>
      );
    case "quote":
      return (
        <blockquote key={key} dir="auto" className="my-5 border-s-4 border-brand-400/70 bg-brand-500/5 py-3 ps-4 pe-3 text-white/85">
          {withBreaks(block.lines, key)}
        </blockquote>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List key={key} className={block.ordered ? "my-4 list-decimal space-y-2 ps-6" : "my-4 list-disc space-y-2 ps-6"}>
          {block.items.map((item, n) => (
            <li key={n} dir="auto" className="leading-8">
              {inline(item, `${key}.${n}`)}
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <div key={key} className="my-5 overflow-x-auto rounded-2xl ring-1 ring-white/10">
          <table className="w-full border-collapse text-sm">
            <thead className="bg-white/[0.06]">
              <tr>
                {block.head.map((cell, n) => (
                  <th key={n} dir="auto" scope="col" className="px-4 py-3 text-start font-bold">
                    {inline(cell, `${key}.h${n}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-t border-white/10">
                  {block.head.map((_, n) => (
                    <td key={n} dir="auto" className="px-4 py-3 align-top">
                      {inline(row[n] ?? "", `${key}.${r}.${n}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "rule":
      return <hr key={key} className="my-8 border-white/10" />;
  }
}

/** A post body, rendered safely. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseBlocks(source);
  const shift = headingShift(blocks);
  return <div className={className ?? "text-base text-white/85 sm:text-lg"}>{blocks.map((block, n) => renderBlock(block, `b${n}`, shift))}</div>;
}
