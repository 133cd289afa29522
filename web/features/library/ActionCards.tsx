import { Button, Heading, Text } from "@radix-ui/themes";
import { Download, FilePen, FileSearch, FileUp, Mail, Plus, Upload } from "lucide-react";
import type { ReactNode } from "react";
import type { LibraryAction } from "../../../core/schemas/library";
import { useT } from "../../i18n/I18n";

interface CardProps {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}

function ActionCard({ id, icon, title, text, children }: CardProps) {
  return (
    <li className="library-card" aria-labelledby={`${id}-title`}>
      <span className="library-card__icon" aria-hidden="true">
        {icon}
      </span>
      <Heading as="h2" size="4" id={`${id}-title`}>
        {title}
      </Heading>
      <Text as="p" size="2" color="gray" className="library-card__text">
        {text}
      </Text>
      <div className="library-card__actions">{children}</div>
    </li>
  );
}

/** The spec's four cards, in its order, each opening the modal with its action. */
export function ActionCards({ onAction }: { onAction: (action: LibraryAction) => void }) {
  const t = useT("library");
  const button = (action: LibraryAction, label: string, icon: ReactNode, primary = true) => (
    <Button type="button" size="2" variant={primary ? "solid" : "soft"} onClick={() => onAction(action)}>
      {icon}
      {label}
    </Button>
  );
  return (
    <ul className="library-cards" aria-label={t("cards.label")}>
      <ActionCard id="card-builder" icon={<FilePen size={22} />} title={t("builder.title")} text={t("builder.text")}>
        {button("create_resume", t("builder.create"), <Plus size={16} aria-hidden="true" />)}
        {button("download_resume", t("builder.download"), <Download size={16} aria-hidden="true" />, false)}
      </ActionCard>
      <ActionCard id="card-enhance" icon={<FileSearch size={22} />} title={t("enhance.title")} text={t("enhance.text")}>
        {button("analyze_resume", t("enhance.select"), <FileUp size={16} aria-hidden="true" />)}
      </ActionCard>
      <ActionCard id="card-letter" icon={<Mail size={22} />} title={t("letter.title")} text={t("letter.text")}>
        {button("create_cover_letter", t("letter.create"), <Plus size={16} aria-hidden="true" />)}
        {button("download_cover_letter", t("letter.download"), <Download size={16} aria-hidden="true" />, false)}
      </ActionCard>
      <ActionCard id="card-final" icon={<Upload size={22} />} title={t("final.title")} text={t("final.text")}>
        {button("upload_final_resume", t("final.select"), <FileUp size={16} aria-hidden="true" />)}
      </ActionCard>
    </ul>
  );
}
