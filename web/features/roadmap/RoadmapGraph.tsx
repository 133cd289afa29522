/**
 * The roadmap as a graph (React Flow): steps placed top-down, pan, zoom, fit view and the zoom
 * controls; steps can be moved, selected with the mouse or the keyboard, never connected or
 * deleted. The graph itself reads left to right in both languages (a drawing, not a text).
 */
import { Background, Controls, ReactFlow, type NodeChange, type NodeTypes, type ReactFlowInstance, type Viewport } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useCallback, useMemo, useRef } from "react";
import { useT } from "../../i18n/I18n";
import { openingViewport, type RoadmapFlowEdge, type RoadmapFlowNode } from "./flow";
import { RoadmapNodeView } from "./RoadmapNodeView";

const NODE_TYPES: NodeTypes = { roadmap: RoadmapNodeView };
/** The fit-view button shows the whole roadmap, however small. */
const FIT = { padding: 0.08, maxZoom: 1 } as const;

interface RoadmapGraphProps {
  nodes: RoadmapFlowNode[];
  edges: RoadmapFlowEdge[];
  selectedId: number | null;
  /** The saved view's viewport to open at; null fits the whole roadmap in view. */
  viewport: Viewport | null;
  label: string;
  /** The goal's flow id: a roadmap wider than the frame opens centred on it. */
  rootId: string;
  onNodesChange: (changes: NodeChange<RoadmapFlowNode>[]) => void;
  onSelect: (id: number | null) => void;
  onViewport: (viewport: Viewport) => void;
  /** The drawn graph, to read its viewport (Save State). */
  onInstance: (flow: ReactFlowInstance<RoadmapFlowNode, RoadmapFlowEdge>) => void;
}

export function RoadmapGraph({ nodes, edges, selectedId, viewport, label, rootId, onNodesChange, onSelect, onViewport, onInstance }: RoadmapGraphProps) {
  const t = useT("roadmap");
  const frameRef = useRef<HTMLElement | null>(null);
  const shown = useMemo(() => {
    const selected = selectedId === null ? null : String(selectedId);
    return nodes.map((node) => {
      const isSelected = node.id === selected;
      const ariaLabel = `${t(`kind.${node.data.node.kind}`)}: ${node.data.node.name}`;
      return node.selected === isSelected && node.ariaLabel === ariaLabel ? node : { ...node, selected: isSelected, ariaLabel };
    });
  }, [nodes, selectedId, t]);

  const ariaLabelConfig = useMemo(
    () => ({
      "node.a11yDescription.default": t("a11y.node"),
      "node.a11yDescription.keyboardDisabled": t("a11y.node"),
      "node.a11yDescription.ariaLiveMessage": ({ direction }: { direction: string }) => t("a11y.moved", { direction }),
      "edge.a11yDescription.default": t("a11y.edge"),
      "controls.ariaLabel": t("a11y.controls"),
      "controls.zoomIn.ariaLabel": t("a11y.zoomIn"),
      "controls.zoomOut.ariaLabel": t("a11y.zoomOut"),
      "controls.fitView.ariaLabel": t("a11y.fitView"),
      "controls.interactive.ariaLabel": t("a11y.interactive"),
    }),
    [t],
  );

  // Selection follows React Flow's own select changes (a click, Enter or Space on a node, a click on the pane).
  const change = useCallback(
    (changes: NodeChange<RoadmapFlowNode>[]) => {
      let picked: number | null | undefined;
      for (const c of changes) {
        if (c.type !== "select") continue;
        if (c.selected) picked = Number(c.id);
        else if (picked === undefined && Number(c.id) === selectedId) picked = null;
      }
      if (picked !== undefined) onSelect(picked);
      const rest = changes.filter((c) => c.type !== "select");
      if (rest.length) onNodesChange(rest);
    },
    [onNodesChange, onSelect, selectedId],
  );

  return (
    <section ref={frameRef} className="rm-graph" dir="ltr" aria-label={label}>
      <ReactFlow<RoadmapFlowNode, RoadmapFlowEdge>
        nodes={shown}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={change}
        onMoveEnd={(_, next) => onViewport(next)}
        onInit={(flow) => {
          // Without a saved view, the roadmap opens readable, from its top (flow.ts openingViewport).
          const frame = frameRef.current;
          if (!viewport && frame) void flow.setViewport(openingViewport(nodes, rootId, { width: frame.clientWidth, height: frame.clientHeight }));
          onInstance(flow);
        }}
        {...(viewport ? { defaultViewport: viewport } : {})}
        minZoom={0.1}
        maxZoom={2}
        nodesConnectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        multiSelectionKeyCode={null}
        selectionKeyCode={null}
        ariaLabelConfig={ariaLabelConfig}
        onlyRenderVisibleElements={false}
      >
        <Background gap={20} size={1} />
        <Controls showInteractive={false} fitViewOptions={FIT} />
      </ReactFlow>
    </section>
  );
}
