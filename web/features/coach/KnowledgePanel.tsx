import { Badge, Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { BrainCircuit, ChevronDown, ChevronUp, Sparkles } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { TOOL_NAMES, type ToolName, type ToolUse } from "../../../core/coach/types";
import { useT } from "../../i18n/I18n";
import { Citations } from "./Citations";
import { Markdown } from "./markdown/Markdown";
import { displayToolName } from "./prompts";

interface KnowledgePanelProps {
  tools: ToolUse[];
  additionalResponse: string;
  /** A reply is under way (spec: tool-loading). */
  loading: boolean;
  /** What is loading: a recap streams into the additional response. */
  loadingKind: "chat" | "recap" | "insights" | null;
  note?: string | null;
  hidden?: boolean;
}

/**
 * The Knowledge base panel (spec): the tools Amal used, with the first underscore of each name
 * shown as a space, what each found, and the additional response (the tools' findings in short,
 * or the session recap).
 */
export function KnowledgePanel({ tools, additionalResponse, loading, loadingKind, note, hidden }: KnowledgePanelProps) {
  const t = useT("coach");
  const empty = tools.length === 0 && !additionalResponse && !loading;
  const additionalRef = useRef<HTMLDivElement>(null);
  // A recap is what the user asked for: bring it into view as it starts.
  // when it starts and when it is complete.
  const recapping = loadingKind === "recap";
  const recapSeen = useRef(false);
  useEffect(() => {
    if (!recapping && !recapSeen.current) return;
    recapSeen.current = recapping;
    const box = additionalRef.current;
    const scroller = box?.closest<HTMLElement>(".coach-kb__body");
    if (box && scroller) scroller.scrollTo({ top: box.offsetTop - scroller.offsetTop - 12 });
  }, [recapping]);
  return (
    <section className="coach-panel coach-kb" aria-labelledby="coach-kb-title" hidden={hidden} aria-busy={loading}>
      <header className="coach-panel__head">
        <span className="coach-panel__icon" aria-hidden="true">
          <BrainCircuit size={18} />
        </span>
        <Heading as="h2" size="3" id="coach-kb-title">
          {t("kb.title")}
        </Heading>
        {tools.length > 0 && (
          <Badge variant="soft" radius="full" className="coach-panel__count">
            {t("kb.toolCount", { count: tools.length })}
          </Badge>
        )}
      </header>
      <div className="coach-kb__body">
        {note && (
          <Text as="p" size="2" className="coach-kb__note" role="status">
            {note}
          </Text>
        )}
        {empty && !note && (
          <div className="coach-kb__empty">
            <Sparkles size={26} aria-hidden="true" />
            <Text as="p" size="2" color="gray">
              {t("kb.empty")}
            </Text>
          </div>
        )}
        {tools.length > 0 && (
          <ol className="kb-tools" aria-label={t("kb.tools")}>
            {tools.map((use, i) => (
              <ToolCard key={i} use={use} />
            ))}
          </ol>
        )}
        {loading && loadingKind !== "recap" && (
          <div className="kb-loading" role="status">
            <Spinner size="2" />
            <Text size="2" color="gray">
              {tools.length ? t("kb.writing") : t("kb.lookingUp")}
            </Text>
          </div>
        )}
        {(additionalResponse || loadingKind === "recap") && (
          <div className="kb-additional" data-testid="additional-response" ref={additionalRef}>
            <Text as="p" size="1" weight="bold" className="kb-additional__label">
              {loadingKind === "recap" ? t("kb.recap") : t("kb.additional")}
            </Text>
            {additionalResponse ? (
              <Markdown text={additionalResponse} />
            ) : (
              <div className="kb-loading" role="status">
                <Spinner size="2" />
                <Text size="2" color="gray">
                  {t("kb.writingRecap")}
                </Text>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** Observations longer than this are folded, with Show more. */
const FOLDED_PX = 168;

/** One tool Amal used: its name (first underscore shown as a space), what it found, its sources. */
function ToolCard({ use }: { use: ToolUse }) {
  const t = useT("coach");
  const bodyRef = useRef<HTMLDivElement>(null);
  const [long, setLong] = useState(false);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's height is measured again whenever its text changes.
  useLayoutEffect(() => {
    const el = bodyRef.current;
    if (el) setLong(el.scrollHeight > FOLDED_PX + 24);
  }, [use.observation]);
  const folded = long && !open;
  // A tool the catalogue names is shown by that name; any other as the spec shows tool names.
  const toolName = (tool: string) => (TOOL_NAMES.includes(tool as ToolName) ? t(`tool.${tool as ToolName}`) : displayToolName(tool));
  return (
    <li className="kb-tool">
      <Text as="p" weight="bold" size="2" className="kb-tool__name" data-testid="kb-tool-name">
        {toolName(use.tool)}
      </Text>
      <div ref={bodyRef} className={folded ? "kb-tool__body kb-tool__body--folded" : "kb-tool__body"} style={folded ? { maxHeight: FOLDED_PX } : undefined}>
        <Markdown text={use.observation} className="kb-tool__observation" />
      </div>
      {long && (
        <Button type="button" size="1" variant="ghost" className="kb-tool__more" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? t("kb.showLess") : t("kb.showMore")}
          {open ? <ChevronUp size={14} aria-hidden="true" /> : <ChevronDown size={14} aria-hidden="true" />}
        </Button>
      )}
      <Citations items={use.citations} label={t("kb.found")} />
    </li>
  );
}
