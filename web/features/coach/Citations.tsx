import { ArrowUpRight } from "lucide-react";
import type { Citation } from "../../../core/coach/types";
import { useT } from "../../i18n/I18n";
import { safeHref } from "./markdown/parse";

/** The catalogue items an answer used, as links (http(s) only) or plain chips; titles keep their own direction. */
export function Citations({ items, label }: { items: Citation[]; label?: string }) {
  const t = useT("coach");
  // The same item cited by two tools shows once.
  const unique = items.filter((c, i) => items.findIndex((o) => o.kind === c.kind && o.id === c.id) === i);
  if (unique.length === 0) return null;
  return (
    <div className="citations">
      <span className="citations__label">{label ?? t("sources")}</span>
      <ul>
        {unique.map((c) => {
          const href = c.url ? safeHref(c.url) : null;
          return (
            <li key={`${c.kind}:${c.id}`}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="citation" data-kind={c.kind}>
                  <span dir="auto">{c.title}</span>
                  <ArrowUpRight size={13} aria-hidden="true" className="flip-rtl" />
                </a>
              ) : (
                <span className="citation" data-kind={c.kind}>
                  <span dir="auto">{c.title}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
