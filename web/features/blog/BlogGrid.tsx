import { Children, type ReactNode } from "react";
import "./blog.css";

/**
 * The responsive grid of blog cards: one column under 600px, two up to 949px, three from 950px.
 * Each child (a BlogCard) becomes an item of a list, so assistive technology announces the count.
 */
export function BlogGrid({ children, label, island }: { children: ReactNode; label?: string; island?: string }) {
  return (
    // `island`: the prerendered page's script that keeps the list current (web/site/islands).
    <ul className="blog-grid" aria-label={label} data-island={island}>
      {Children.map(children, (child) => (child ? <li className="blog-grid__item">{child}</li> : null))}
    </ul>
  );
}
