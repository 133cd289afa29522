import { Badge, Button, Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, BookOpen, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { RecommendedBook } from "../../../../core/coach/types";
import { fetchLibrary } from "../api";
import { safeHref } from "../markdown/parse";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

type Load = { status: "loading" } | { status: "ready"; books: RecommendedBook[] } | { status: "error"; message: string };

// The last list, so reopening the window shows it at once (and refreshes behind it).
let cachedBooks: RecommendedBook[] | null = null;

/** The Books window: the books picked for this user, with a footer count ("10 Books"). */
export function BooksWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
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
        setLoad((prev) => (prev.status === "ready" ? prev : { status: "error", message: err instanceof Error ? err.message : "The books could not be loaded." }));
      });
    return () => controller.abort();
  }, [attempt]);

  const count = load.status === "ready" ? load.books.length : null;
  return (
    <FloatingWindow
      {...frame}
      title="Books"
      subtitle="Picked for your title and skills"
      icon={<BookOpen size={18} />}
      side="right"
      width={420}
      testId="books-window"
      footer={count !== null && <Text size="2" color="gray">{`${count} Books`}</Text>}
    >
      {load.status === "loading" && (
        <div className="window-state" role="status">
          <Spinner size="3" />
          <Text size="2" color="gray">Finding books for you…</Text>
        </div>
      )}
      {load.status === "error" && (
        <div className="window-state" role="alert">
          <Text size="2">{load.message}</Text>
          <Button
            type="button"
            variant="soft"
            onClick={() => {
              setLoad({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            <RotateCw size={15} aria-hidden="true" /> Try again
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
          <span className="book-cover__title">{title}</span>
          <span className="book-cover__author">{authors[0] ?? ""}</span>
        </span>
      )}
      <div className="window-book__text">
        <Text as="p" weight="bold" size="2" className="window-book__title">
          {title}
        </Text>
        {authors.length > 0 && (
          <Text as="p" size="1" color="gray">
            {authors.join(", ")}
          </Text>
        )}
        {book.reason && (
          <Text as="p" size="1" className="window-book__reason">
            {book.reason}
          </Text>
        )}
        <div className="window-book__meta">
          {categories.slice(0, 2).map((c) => (
            <Badge key={c} size="1" variant="soft" color="gray">
              {c}
            </Badge>
          ))}
          {href && (
            <a className="window-book__link" href={href} target="_blank" rel="noopener noreferrer">
              View book <ArrowUpRight size={14} aria-hidden="true" />
              <VisuallyHidden>: {title} (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
