import { Button, DropdownMenu } from "@radix-ui/themes";
import { ChevronDown, Download } from "lucide-react";
import { useT } from "../../i18n/I18n";
import { downloadUrl } from "./api";

/** Download as Word or PDF: the card's small ghost button, or the editor's larger soft one. */
export function DownloadMenu({ id, compact, label, docxLabel, pdfLabel }: { id: number; compact?: boolean; label?: string; docxLabel: string; pdfLabel: string }) {
  const t = useT("library");
  const icon = compact ? 14 : 15;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button size={compact ? "1" : "2"} variant={compact ? "ghost" : "soft"} color={compact ? "gray" : undefined} aria-label={label}>
          <Download size={icon} aria-hidden="true" />
          {t("doc.download")}
          <ChevronDown size={icon - 2} aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content size={compact ? "1" : "2"}>
        <DropdownMenu.Item asChild>
          <a href={downloadUrl(id, "docx")} download>
            {docxLabel}
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <a href={downloadUrl(id, "pdf")} download>
            {pdfLabel}
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
