/**
 * One step of the roadmap on the graph: its kind, its name, a check when the user already has
 * it, and on a leaf the green Generate that adds the path beneath it. The node itself is
 * focusable (React Flow): Tab reaches it, Enter or Space selects it and opens its card.
 */
import { Button, Spinner, VisuallyHidden } from "@radix-ui/themes";
import { Handle, Position, type NodeProps } from "@xyflow/react";
import { CircleCheck, Sparkles } from "lucide-react";
import { createContext, memo, useContext } from "react";
import { useT } from "../../i18n/I18n";
import type { RoadmapFlowNode } from "./flow";

export interface ExpandActions {
  /** The leaf being expanded, if one is. */
  expandingId: number | null;
  /** Nothing can be expanded now (a roadmap is being generated or expanded). */
  busy: boolean;
  onExpand: (id: number) => void;
}

export const ExpandContext = createContext<ExpandActions>({ expandingId: null, busy: false, onExpand: () => {} });

export const RoadmapNodeView = memo(function RoadmapNodeView({ data, selected }: NodeProps<RoadmapFlowNode>) {
  const t = useT("roadmap");
  const { expandingId, busy, onExpand } = useContext(ExpandContext);
  const { node, leaf, column, stacked, language } = data;
  const done = node.status === "done";
  const dir = language === "ar" ? "rtl" : "ltr";
  const classes = ["rm-node", `rm-node--${node.kind}`, leaf && "rm-node--leaf", done && "rm-node--done", selected && "rm-node--selected"].filter(Boolean).join(" ");
  return (
    <div className={classes} data-node-id={node.id} dir={dir} lang={language}>
      <Handle type="target" position={stacked ? (dir === "rtl" ? Position.Right : Position.Left) : Position.Top} isConnectable={false} className="rm-handle" />
      <span className="rm-node__top">
        <span className="rm-node__kind">
          {t(`kind.${node.kind}`)}
          {done && (
            <span className="rm-node__done" title={t("node.done")}>
              <CircleCheck size={13} aria-hidden="true" />
              <VisuallyHidden>{t("node.done")}</VisuallyHidden>
            </span>
          )}
        </span>
        {leaf && (
          <Button
            type="button"
            size="1"
            color="green"
            className="nodrag nopan rm-node__generate"
            aria-label={t("node.generateLabel", { name: node.name })}
            disabled={busy}
            onClick={(e) => {
              e.stopPropagation();
              onExpand(node.id);
            }}
            onKeyDown={(e) => e.stopPropagation()}
          >
            {expandingId === node.id ? <Spinner size="1" /> : <Sparkles size={12} aria-hidden="true" />}
            {t("node.generate")}
          </Button>
        )}
      </span>
      <span className="rm-node__name">
        {node.name}
      </span>
      {!leaf && <Handle type="source" position={Position.Bottom} isConnectable={false} className={column ? "rm-handle rm-handle--corner" : "rm-handle"} />}
    </div>
  );
});
