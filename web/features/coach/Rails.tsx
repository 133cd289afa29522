import { Tooltip } from "@radix-ui/themes";
import { BookOpen, FileText, History, Mail, Newspaper, Wrench, type LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import type coachEn from "../../../core/i18n/messages/coach.en";
import { useT } from "../../i18n/I18n";

export type WindowId = "tools" | "books" | "resumes" | "newsletter" | "blog";

type Key = keyof typeof coachEn;

interface RailItem {
  id: WindowId | "recap";
  label: Key;
  icon: LucideIcon;
  hint: Key;
}

// The left rail sits at the start of the line (left in English, right in Arabic), the right rail at its end.
const LEFT: RailItem[] = [
  { id: "recap", label: "rail.recap", icon: History, hint: "rail.recapHint" },
  { id: "blog", label: "rail.blog", icon: Newspaper, hint: "rail.blogHint" },
  { id: "newsletter", label: "rail.newsletter", icon: Mail, hint: "rail.newsletterHint" },
];
const RIGHT: RailItem[] = [
  { id: "tools", label: "rail.toolsLabel", icon: Wrench, hint: "rail.toolsHint" },
  { id: "books", label: "rail.books", icon: BookOpen, hint: "rail.booksHint" },
  { id: "resumes", label: "rail.resumes", icon: FileText, hint: "rail.resumesHint" },
];

interface RailProps {
  open: WindowId | null;
  onOpen: (id: WindowId, opener: HTMLElement) => void;
}

/** The left rail (spec): Recap, blog and newsletter. */
export function LeftRail({ open, onOpen, onRecap }: RailProps & { onRecap: () => void }) {
  const t = useT("coach");
  return (
    <nav className="coach-rail coach-rail--left" aria-label={t("rail.extras")}>
      {LEFT.map((item) => (
        <RailButton
          key={item.id}
          id={item.id}
          label={t(item.label)}
          hint={t(item.hint)}
          icon={item.icon}
          pressed={item.id === open}
          onClick={(e) => (item.id === "recap" ? onRecap() : onOpen(item.id, e.currentTarget))}
        />
      ))}
    </nav>
  );
}

/** The right rail (spec): tools, books and resumes — usable only once the session exists. */
export function RightRail({ open, onOpen, enabled }: RailProps & { enabled: boolean }) {
  const t = useT("coach");
  return (
    <nav className="coach-rail coach-rail--right" aria-label={t("rail.tools")}>
      {RIGHT.map((item) => (
        <RailButton
          key={item.id}
          id={item.id}
          label={t(item.label)}
          hint={enabled ? t(item.hint) : t("rail.locked", { name: t(item.label) })}
          icon={item.icon}
          pressed={item.id === open}
          disabled={!enabled}
          onClick={(e) => enabled && onOpen(item.id as WindowId, e.currentTarget)}
        />
      ))}
    </nav>
  );
}

interface RailButtonProps {
  id: RailItem["id"];
  label: string;
  hint: string;
  icon: LucideIcon;
  pressed: boolean;
  disabled?: boolean;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}

function RailButton({ id, label, hint, icon: Icon, pressed, disabled, onClick }: RailButtonProps) {
  return (
    <Tooltip content={hint} side="bottom" delayDuration={300}>
      <button
        type="button"
        className="rail-button"
        // aria-disabled rather than disabled, so the tooltip saying why still shows.
        aria-disabled={disabled || undefined}
        aria-pressed={id === "recap" ? undefined : pressed}
        data-window={id}
        onClick={onClick}
      >
        <span className="rail-button__icon" aria-hidden="true">
          <Icon size={19} />
        </span>
        <span className="rail-button__label">{label}</span>
      </button>
    </Tooltip>
  );
}
