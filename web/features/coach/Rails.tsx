import { Tooltip } from "@radix-ui/themes";
import { BookOpen, FileText, History, Mail, Newspaper, Wrench, type LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";

export type WindowId = "tools" | "books" | "resumes" | "newsletter" | "blog";

interface RailItem {
  id: WindowId | "recap";
  label: string;
  icon: LucideIcon;
  hint: string;
}

const LEFT: RailItem[] = [
  { id: "recap", label: "Recap", icon: History, hint: "Sum up this session in the Knowledge base" },
  { id: "blog", label: "Blog", icon: Newspaper, hint: "The latest posts from the Amal blog" },
  { id: "newsletter", label: "Newsletter", icon: Mail, hint: "Career tips in your inbox" },
];
const RIGHT: RailItem[] = [
  { id: "tools", label: "Tools", icon: Wrench, hint: "Prompt templates" },
  { id: "books", label: "Books", icon: BookOpen, hint: "Books picked for you" },
  { id: "resumes", label: "Resumes", icon: FileText, hint: "Your resumes and Get Insights" },
];

interface RailProps {
  open: WindowId | null;
  onOpen: (id: WindowId, opener: HTMLElement) => void;
}

/** The left rail (spec): Recap, blog and newsletter. */
export function LeftRail({ open, onOpen, onRecap }: RailProps & { onRecap: () => void }) {
  return (
    <nav className="coach-rail coach-rail--left" aria-label="Session extras">
      {LEFT.map((item) => (
        <RailButton key={item.id} item={item} pressed={item.id === open} onClick={(e) => (item.id === "recap" ? onRecap() : onOpen(item.id, e.currentTarget))} />
      ))}
    </nav>
  );
}

/** The right rail (spec): tools, books and resumes — usable only once the session exists. */
export function RightRail({ open, onOpen, enabled }: RailProps & { enabled: boolean }) {
  return (
    <nav className="coach-rail coach-rail--right" aria-label="Session tools">
      {RIGHT.map((item) => (
        <RailButton
          key={item.id}
          item={enabled ? item : { ...item, hint: `Send your first message to open ${item.label}` }}
          pressed={item.id === open}
          disabled={!enabled}
          onClick={(e) => enabled && onOpen(item.id as WindowId, e.currentTarget)}
        />
      ))}
    </nav>
  );
}

function RailButton({ item, pressed, disabled, onClick }: { item: RailItem; pressed: boolean; disabled?: boolean; onClick: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const Icon = item.icon;
  return (
    <Tooltip content={item.hint} side="bottom" delayDuration={300}>
      <button
        type="button"
        className="rail-button"
        // aria-disabled rather than disabled, so the tooltip saying why still shows.
        aria-disabled={disabled || undefined}
        aria-pressed={item.id === "recap" ? undefined : pressed}
        data-window={item.id}
        onClick={onClick}
      >
        <span className="rail-button__icon" aria-hidden="true">
          <Icon size={19} />
        </span>
        <span className="rail-button__label">{item.label}</span>
      </button>
    </Tooltip>
  );
}
