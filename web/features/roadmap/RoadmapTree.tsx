/**
 * The roadmap as an indented list (phones, or by choice): the same tree, parents above their
 * children, every step a button that opens its card and every leaf its green Generate. Nested
 * lists, so screen readers announce the levels and Tab walks the steps in order.
 */
import { Button, Spinner } from "@radix-ui/themes";
import { CircleCheck, Sparkles } from "lucide-react";
import { useContext } from "react";
import type { Roadmap, RoadmapNode } from "../../../core/schemas/roadmap";
import { useT } from "../../i18n/I18n";
import { ExpandContext } from "./RoadmapNodeView";

interface RoadmapTreeProps {
  roadmap: Roadmap;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function RoadmapTree({ roadmap, selectedId, onSelect }: RoadmapTreeProps) {
  const t = useT("roadmap");
  const byId = new Map(roadmap.nodes.map((node) => [node.id, node]));
  const root = byId.get(roadmap.root);
  if (!root) return null;
  return (
    <section className="rm-tree" aria-label={t("a11y.list")}>
      <ul className="rm-tree__list">
        <Branch node={root} byId={byId} language={roadmap.language} selectedId={selectedId} onSelect={onSelect} depth={0} />
      </ul>
    </section>
  );
}

interface BranchProps {
  node: RoadmapNode;
  byId: Map<number, RoadmapNode>;
  language: Roadmap["language"];
  selectedId: number | null;
  onSelect: (id: number) => void;
  depth: number;
}

function Branch({ node, byId, language, selectedId, onSelect, depth }: BranchProps) {
  const t = useT("roadmap");
  const { expandingId, busy, onExpand } = useContext(ExpandContext);
  const children = node.children.map((id) => byId.get(id)).filter((child): child is RoadmapNode => !!child);
  const leaf = node.children.length === 0;
  const selected = node.id === selectedId;
  return (
    <li className={`rm-tree__item rm-tree__item--${node.kind}`} data-node-id={node.id}>
      <div className={selected ? "rm-tree__row rm-tree__row--selected" : "rm-tree__row"}>
        <button type="button" className="rm-tree__open" aria-pressed={selected} onClick={() => onSelect(node.id)}>
          <span className="rm-tree__kind">{t(`kind.${node.kind}`)}</span>
          <span className="rm-tree__name" lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
            {node.name}
          </span>
          {node.status === "done" && (
            <span className="rm-node__done">
              <CircleCheck size={14} aria-hidden="true" />
              <span>{t("node.done")}</span>
            </span>
          )}
        </button>
        {leaf && (
          <Button
            type="button"
            size="1"
            color="green"
            className="rm-tree__generate"
            aria-label={t("node.generateLabel", { name: node.name })}
            disabled={busy}
            onClick={() => onExpand(node.id)}
          >
            {expandingId === node.id ? <Spinner size="1" /> : <Sparkles size={12} aria-hidden="true" />}
            {t("node.generate")}
          </Button>
        )}
      </div>
      {children.length > 0 && (
        <ul className="rm-tree__list rm-tree__list--nested">
          {children.map((child) => (
            <Branch key={child.id} node={child} byId={byId} language={language} selectedId={selectedId} onSelect={onSelect} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
