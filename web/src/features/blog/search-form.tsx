import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { BLOG, BLOG_SEARCH_TOO_SHORT } from "../../../../schema/limits";
import { inputClass } from "../../ui/form-field";
import { cx } from "../../ui/cx";

/**
 * Search box whose submit goes to `{action}?search=…` (/blog's, or a category's or tag's own
 * page); at least 2 letters after trimming (spec 002 §5).
 */
export function BlogSearchForm({ initial = "", className, action = "/blog", label = "البحث في المقالات" }: { initial?: string; className?: string; action?: string; label?: string }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value.length < BLOG.searchMin) {
      setError(BLOG_SEARCH_TOO_SHORT);
      return;
    }
    setError(null);
    navigate(`${action}?search=${encodeURIComponent(value)}`);
  };
  return (
    <form role="search" onSubmit={submit} className={cx("flex flex-col gap-1", className)} noValidate>
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="blog-search">
          {label}
        </label>
        <input
          id="blog-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="البحث في المقالات..."
          maxLength={BLOG.searchMax}
          aria-invalid={!!error}
          aria-describedby={error ? "blog-search-error" : undefined}
          className={inputClass}
        />
        <button type="submit" className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-2xl bg-brand-500 px-4 font-bold text-night-950 hover:bg-brand-400">
          <Search aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">بحث</span>
        </button>
      </div>
      {error ? (
        <p id="blog-search-error" role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
