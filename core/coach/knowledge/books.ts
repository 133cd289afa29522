/**
 * Books the coach recommends (core/data/books.json): real titles by real authors, picked for
 * people building a career. A book without its own free online edition links to a catalogue
 * search for its title and first author, built here so the file need not spell the address.
 */
import records from "../../data/books.json" with { type: "json" };
import type { BookRecord, Language } from "../../data/schemas.ts";

export { BOOK_CATEGORIES } from "../../data/vocabulary.ts";
export type { BookCategory, BookLevel } from "../../data/schemas.ts";

export type Book = Omit<BookRecord, "link"> & { link: string };

/** An Open Library search for the title and first author: valid whatever the edition. */
function openLibrarySearch(title: string, author: string): string {
  return `https://openlibrary.org/search?q=${encodeURIComponent(`${title} ${author}`)}`;
}

/** A Google Books search, which indexes Arabic editions better than Open Library does. */
function googleBooksSearch(title: string, author: string): string {
  return `https://www.google.com/search?tbm=bks&q=${encodeURIComponent(`${title} ${author}`)}`;
}

function withLink(record: BookRecord): Book {
  if (record.link) return record as Book;
  const search = record.language === "ar" ? googleBooksSearch : openLibrarySearch;
  return { ...record, link: search(record.title, record.authors[0]) };
}

/** Every recommended book, English first, then Arabic editions. */
export const BOOKS: readonly Book[] = (records as BookRecord[]).map(withLink);

/**
 * What the book teaches, in the answer's language: the Arabic summary for an Arabic answer (so no
 * English sentence lands inside Arabic text), the English one otherwise.
 */
export function bookSummary(book: Pick<Book, "summary" | "summaryAr">, language: Language): string {
  return language === "ar" ? book.summaryAr : book.summary;
}
