import { Badge, Button, Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, BookOpen, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { RecommendedBook } from "../../../../core/coach/types";
import { ApiError } from "../../../api-errors";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { fetchLibrary } from "../api";
import { useIsolate } from "../isolate";
import { safeHref } from "../markdown/parse";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

/** A failed load keeps the server's refusal (shown in the interface's language), or null for our own words. */
type Load = { status: "loading" } | { status: "ready"; books: RecommendedBook[] } | { status: "error"; error: ApiError | null };

// The last list, so reopening the window shows it at once (and refreshes behind it).
let cachedBooks: RecommendedBook[] | null = null;

/** The Books window: the books picked for this user, with a footer count ("10 Books"). */
export function BooksWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
  const t = useT("coach");
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load>(() => (cachedBooks ? { status: "ready", books: cachedBooks } : { status: "loading" }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new value loads again.
  useEffect(() => {
    const controller = new AbortController();
    fetchLibrary(controller.signal)
      .then((books) => {
        cachedBooks = books;
        setLoad({ status: "ready", books });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((prev) => (prev.status === "ready" ? prev : { status: "error", error: err instanceof ApiError ? err : null }));
      });
    return () => controller.abort();
  }, [attempt]);

  const count = load.status === "ready" ? load.books.length : null;
  return (
    <FloatingWindow
      {...frame}
      title={t("books.title")}
      subtitle={t("books.subtitle")}
      icon={<BookOpen size={18} />}
      side="end"
      width={420}
      testId="books-window"
      footer={count !== null && <Text size="2" color="gray">{t("books.count", { count })}</Text>}
    >
      {load.status === "loading" && (
        <div className="window-state" role="status">
          <Spinner size="3" />
          <Text size="2" color="gray">{t("books.loading")}</Text>
        </div>
      )}
      {load.status === "error" && (
        <div className="window-state" role="alert">
          <Text size="2">{load.error ? errorText.refusal(load.error) : t("books.failed")}</Text>
          <Button
            type="button"
            variant="soft"
            onClick={() => {
              setLoad({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            <RotateCw size={15} aria-hidden="true" /> {t("tryAgain")}
          </Button>
        </div>
      )}
      {load.status === "ready" && (
        <ul className="window-books">
          {load.books.map((book, i) => (
            <BookItem key={book.id} book={book} index={i} />
          ))}
        </ul>
      )}
    </FloatingWindow>
  );
}

const COVER_TONES = ["teal", "indigo", "amber", "violet", "cyan", "orange", "grass"] as const;

function BookItem({ book, index }: { book: RecommendedBook; index: number }) {
  const t = useT("coach");
  const isolate = useIsolate();
  const { title, authors, categories } = book.book_object;
  const href = safeHref(book.link);
  const cover = book.image_url ? safeHref(book.image_url) : null;
  const tone = COVER_TONES[index % COVER_TONES.length];
  return (
    <li className="window-book">
      {cover ? (
        <img className="book-cover book-cover--image" src={cover} alt="" loading="lazy" />
      ) : (
        // No cover image in the catalogue: a typographic one in the book's colour.
        <span className="book-cover" style={{ background: `linear-gradient(160deg, var(--${tone}-9), var(--${tone}-11))` }} aria-hidden="true">
          <span className="book-cover__title" dir="auto">{title}</span>
          <span className="book-cover__author" dir="auto">{authors[0] ?? ""}</span>
        </span>
      )}
      <div className="window-book__text">
        <Text as="p" weight="bold" size="2" className="window-book__title" dir="auto">
          {title}
        </Text>
        {authors.length > 0 && (
          <Text as="p" size="1" color="gray" dir="auto">
            {authors.join(", ")}
          </Text>
        )}
        {book.reason && (
          <Text as="p" size="1" className="window-book__reason" dir="auto">
            {book.reason}
          </Text>
        )}
        <div className="window-book__meta">
          {categories.slice(0, 2).map((c) => (
            <Badge key={c} size="1" variant="soft" color="gray" dir="auto">
              {c}
            </Badge>
          ))}
          {href && (
            <a className="window-book__link" href={href} target="_blank" rel="noopener noreferrer">
              {t("books.view")} <ArrowUpRight size={14} aria-hidden="true" className="flip-rtl" />
              <VisuallyHidden>{t("books.viewHidden", { title: isolate(title) })}</VisuallyHidden>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
