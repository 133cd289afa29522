/**
 * The roadmap on screen: its title and size, the view switch (graph or list), the favorite star,
 * Save State and fullscreen; the graph or the list; the selected step's card; and the loading
 * messages while a roadmap is generated or expanded. Fullscreen takes this whole block, so the
 * card and the buttons stay with the graph.
 */
import { Button, IconButton, SegmentedControl, Spinner, Text } from "@radix-ui/themes";
import type { NodeChange, ReactFlowInstance, Viewport } from "@xyflow/react";
import { Check, Maximize2, Minimize2, Save, Star } from "lucide-react";
import { useRef } from "react";
import type { Roadmap } from "../../../core/schemas/roadmap";
import { useT } from "../../i18n/I18n";
import { SectionProblem } from "../career/parts";
import { findNode, type RoadmapFlowEdge, type RoadmapFlowNode } from "./flow";
import { LoadingMessages } from "./LoadingMessages";
import { NodeCard } from "./NodeCard";
import { RoadmapGraph } from "./RoadmapGraph";
import { RoadmapTree } from "./RoadmapTree";
import { useFullscreen } from "./useFullscreen";

export type ViewMode = "graph" | "list";

interface RoadmapStageProps {
  roadmap: Roadmap;
  nodes: RoadmapFlowNode[];
  edges: RoadmapFlowEdge[];
  viewport: Viewport | null;
  /** Changes when another roadmap or view is drawn, so the graph opens at its own viewport. */
  viewKey: number;
  selectedId: number | null;
  mode: ViewMode;
  favorite: boolean;
  favoriteBusy: boolean;
  saving: boolean;
  /** "View saved at …" after Save State, until the view changes. */
  savedLine: string | null;
  problem: string | null;
  /** What is loading: a new roadmap (generating) or the path under a step (its name). */
  loading: { kind: "generate" } | { kind: "expand"; name: string } | null;
  onMode: (mode: ViewMode) => void;
  onSelect: (id: number | null) => void;
  onNodesChange: (changes: NodeChange<RoadmapFlowNode>[]) => void;
  onViewport: (viewport: Viewport) => void;
  onInstance: (flow: ReactFlowInstance<RoadmapFlowNode, RoadmapFlowEdge>) => void;
  onFavorite: () => void;
  onSaveState: () => void;
}

export function RoadmapStage(props: RoadmapStageProps) {
  const { roadmap, selectedId, mode, favorite, favoriteBusy, saving, savedLine, problem, loading } = props;
  const t = useT("roadmap");
  const stageRef = useRef<HTMLElement | null>(null);
  const fullscreen = useFullscreen(stageRef);
  const selected = findNode(roadmap, selectedId);
  const done = roadmap.nodes.filter((node) => node.status === "done").length;
  const label = t("graph.label", { title: roadmap.title });
  const busy = loading !== null;
  return (
    <section
      ref={stageRef}
      className={["rm-card", "rm-stage", fullscreen.on && "rm-stage--full", fullscreen.fallback && "rm-stage--fallback"].filter(Boolean).join(" ")}
      aria-labelledby="rm-stage-title"
      aria-busy={busy || undefined}
    >
      <div className="rm-toolbar">
        <div className="rm-toolbar__titles">
          <h2 id="rm-stage-title" className="rm-toolbar__title" lang={roadmap.language} dir={roadmap.language === "ar" ? "rtl" : "ltr"}>
            {roadmap.title}
          </h2>
          <Text as="p" size="1" color="gray">
            {t("graph.stats", { count: roadmap.nodes.length })}
            {done > 0 ? ` · ${t("graph.done", { count: done })}` : ""}
          </Text>
        </div>
        <div className="rm-toolbar__actions">
          <SegmentedControl.Root size="1" value={mode} onValueChange={(value) => props.onMode(value as ViewMode)} aria-label={t("view.label")} className="rm-mode">
            <SegmentedControl.Item value="graph">{t("view.graph")}</SegmentedControl.Item>
            <SegmentedControl.Item value="list">{t("view.list")}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Button
            type="button"
            size="2"
            variant={favorite ? "solid" : "soft"}
            color="amber"
            highContrast={!favorite}
            aria-pressed={favorite}
            title={favorite ? t("toolbar.favoriteOnHint") : t("toolbar.favoriteHint")}
            disabled={favoriteBusy || busy}
            onClick={props.onFavorite}
            className="rm-favorite"
          >
            {favoriteBusy ? <Spinner /> : <Star size={16} aria-hidden="true" fill={favorite ? "currentColor" : "none"} />}
            {t("toolbar.favorite")}
          </Button>
          <Button type="button" size="2" variant="soft" title={t("toolbar.saveStateHint")} disabled={saving || busy} onClick={props.onSaveState}>
            {saving ? <Spinner /> : savedLine ? <Check size={16} aria-hidden="true" /> : <Save size={16} aria-hidden="true" />}
            {t("toolbar.saveState")}
          </Button>
          <IconButton
            type="button"
            size="2"
            variant="soft"
            color="gray"
            aria-label={fullscreen.on ? t("toolbar.exitFullscreen") : t("toolbar.fullscreen")}
            aria-pressed={fullscreen.on}
            title={fullscreen.on ? t("toolbar.exitFullscreen") : t("toolbar.fullscreen")}
            onClick={fullscreen.toggle}
          >
            {fullscreen.on ? <Minimize2 size={16} aria-hidden="true" /> : <Maximize2 size={16} aria-hidden="true" />}
          </IconButton>
        </div>
      </div>
      <p className="rm-saved-line" role="status">
        {savedLine ?? ""}
      </p>
      {problem && <SectionProblem>{problem}</SectionProblem>}

      <div className={selected ? "rm-body rm-body--card" : "rm-body"}>
        <div className={mode === "graph" ? "rm-view rm-view--graph" : "rm-view rm-view--list"}>
          {mode === "graph" ? (
            <RoadmapGraph
              key={props.viewKey}
              nodes={props.nodes}
              edges={props.edges}
              selectedId={selectedId}
              viewport={props.viewport}
              label={label}
              rootId={String(roadmap.root)}
              onNodesChange={props.onNodesChange}
              onSelect={props.onSelect}
              onViewport={props.onViewport}
              onInstance={props.onInstance}
            />
          ) : (
            <RoadmapTree roadmap={roadmap} selectedId={selectedId} onSelect={props.onSelect} />
          )}
          {loading && (
            <div className="rm-overlay">
              <LoadingMessages label={loading.kind === "expand" ? t("node.expanding", { name: loading.name }) : undefined} />
            </div>
          )}
        </div>
        {selected && (
          <div className="rm-card-node-wrap">
            <NodeCard key={selected.id} node={selected} language={roadmap.language} leaf={selected.children.length === 0} onClose={() => props.onSelect(null)} />
          </div>
        )}
      </div>
    </section>
  );
}
