import { Text } from "@radix-ui/themes";
import { BookOpenCheck, Info, Lightbulb, Map as MapIcon, MonitorPlay, Wrench, type LucideIcon } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { usePromptTemplates } from "../prompts";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

const ICONS: LucideIcon[] = [BookOpenCheck, Lightbulb, Info, MapIcon, MonitorPlay];

/** The Tools window (428 px high, spec): the five prompt templates; choosing one fills the input. */
export function ToolsWindow({ onPick, ...frame }: Pick<FloatingWindowProps, "opener" | "onClose"> & { onPick: (template: string) => void }) {
  const t = useT("coach");
  const templates = usePromptTemplates();
  return (
    <FloatingWindow {...frame} title={t("tools.title")} subtitle={t("tools.subtitle")} icon={<Wrench size={18} />} side="end" width={380} height={428} testId="tools-window">
      <ul className="prompt-list">
        {templates.map((template, i) => {
          const Icon = ICONS[i];
          return (
            <li key={template}>
              <button type="button" className="prompt-list__item" onClick={() => onPick(template)}>
                <span className="prompt-list__icon" aria-hidden="true">
                  <Icon size={17} />
                </span>
                <Text as="span" size="2" className="prompt-list__text">
                  {template}
                </Text>
              </button>
            </li>
          );
        })}
      </ul>
    </FloatingWindow>
  );
}
