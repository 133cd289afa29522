/**
 * Craft Roadmap (/portal/roadmap-visualizer, spec sections 2 and 4): a topic generates a
 * roadmap drawn as a graph (or a list on phones); a step's card shows its courses and books;
 * Generate on a leaf merges the path beneath it; the star keeps the roadmap in Favorite
 * Roadmaps and Save State keeps its view with it; a favorite opens exactly as it was saved.
 * The page opens on the user's last roadmap.
 */
import { applyNodeChanges, type NodeChange, type ReactFlowInstance, type Viewport } from "@xyflow/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type LastRoadmap, ROADMAP_MESSAGES, type Roadmap, type RoadmapState } from "../../../core/schemas/roadmap";
import type { SavedRoadmapItem } from "../../../core/schemas/saved";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";
import { deleteSavedRoadmap, expandRoadmap, fetchSavedRoadmaps, generateRoadmap, replaceSavedRoadmap, saveRoadmap, storeLastRoadmap } from "./api";
import { FavoritesPanel } from "./FavoritesPanel";
import { findNode, layoutRoadmap, layoutWithState, viewState, type RoadmapFlowEdge, type RoadmapFlowNode } from "./flow";
import { ExpandContext, type ExpandActions } from "./RoadmapNodeView";
import { favoriteOf, topicProblem, withSaved } from "./roadmap-rules";
import { RoadmapStage, type ViewMode } from "./RoadmapStage";
import { LoadingMessages } from "./LoadingMessages";
import { TopicForm } from "./TopicForm";
import "../portal/home/home.css";
import "./roadmap.css";

/** The roadmap on screen and how it is drawn. */
interface Shown {
  roadmap: Roadmap;
  /** The server's word on the saved item equal to it, used until the saved list is read. */
  favoriteId: number | null;
  nodes: RoadmapFlowNode[];
  edges: RoadmapFlowEdge[];
  /** The saved view's viewport; null fits the roadmap in view. */
  viewport: Viewport | null;
  key: number;
}

let drawn = 0;
function show(roadmap: Roadmap, state: RoadmapState | null, favoriteId: number | null): Shown {
  const { nodes, edges } = state ? layoutWithState(roadmap, state) : layoutRoadmap(roadmap);
  drawn += 1;
  return { roadmap, favoriteId, nodes, edges, viewport: state?.viewport ?? null, key: drawn };
}

const NARROW = "(max-width: 599.98px)";

export interface RoadmapPageProps {
  last: (LastRoadmap & { favorite_id: number | null }) | null;
  saved: SavedRoadmapItem[];
}

export function RoadmapPage({ last, saved: initialSaved }: RoadmapPageProps) {
  const t = useT("roadmap");
  const { locale } = useLocale();
  const failureText = useFailureText();
  const errorText = useErrorText();
  const [shown, setShown] = useState<Shown | null>(() => (last ? show(last.roadmap, last.state, last.favorite_id) : null));
  const [selectedId, setSelectedId] = useState<number | null>(() => last?.state?.selected ?? null);
  const [saved, setSaved] = useState<SavedRoadmapItem[] | null>(initialSaved);
  const [mode, setMode] = useState<ViewMode>(() => (typeof window !== "undefined" && window.matchMedia?.(NARROW).matches ? "list" : "graph"));
  const [topic, setTopic] = useState("");
  const [topicError, setTopicError] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [expandingId, setExpandingId] = useState<number | null>(null);
  const [stageProblem, setStageProblem] = useState<string | null>(null);
  const [favoriteBusy, setFavoriteBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedLine, setSavedLine] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const topicRef = useRef<HTMLTextAreaElement | null>(null);
  const flowRef = useRef<ReactFlowInstance<RoadmapFlowNode, RoadmapFlowEdge> | null>(null);
  const viewportRef = useRef<Viewport | null>(last?.state?.viewport ?? null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const favoriteId = favoriteOf(shown?.roadmap ?? null, saved, shown?.favoriteId ?? null);

  // The server's sentences, in the page's language (the errors catalogue).
  const refusal = failureText;

  const refresh = useCallback(() => {
    setRefreshing(true);
    fetchSavedRoadmaps()
      .then((items) => {
        setSaved(items);
        setListProblem(null);
      })
      .catch((err) => setListProblem(failureText(err)))
      .finally(() => setRefreshing(false));
  }, [failureText]);

  const display = useCallback((next: Shown, selected: number | null) => {
    flowRef.current = null;
    viewportRef.current = next.viewport;
    setShown(next);
    setSelectedId(selected);
    setSavedLine(null);
    setStageProblem(null);
  }, []);

  const changeTopic = (next: string) => {
    setTopic(next);
    if (topicError) setTopicError(null);
  };

  const reveal = () =>
    requestAnimationFrame(() => {
      const el = stageRef.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight * 0.6) el.scrollIntoView({ behavior: "smooth", block: "start" });
    });

  const generate = () => {
    const problem = topicProblem(topic);
    if (problem) {
      setTopicError(errorText.message(ROADMAP_MESSAGES[problem]));
      setFormProblem(null);
      topicRef.current?.focus();
      return;
    }
    setTopicError(null);
    setFormProblem(null);
    setGenerating(true);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    reveal();
    generateRoadmap(topic.trim(), locale === "ar" ? "ar" : "en", controller.signal)
      .then((answer) => display(show(answer.roadmap, null, answer.favorite_id), null))
      .catch((err) => {
        if (controller.signal.aborted) return;
        const field = err instanceof ApiError ? err.fields?.topic : undefined;
        if (field) {
          setTopicError(refusal(new ApiError(400, field)));
          topicRef.current?.focus();
        } else setFormProblem(refusal(err));
      })
      .finally(() => {
        if (request.current === controller) setGenerating(false);
      });
  };

  const expand = useCallback(
    (nodeId: number) => {
      if (!shown || expandingId !== null) return;
      setExpandingId(nodeId);
      setStageProblem(null);
      const wasFavorite = favoriteId;
      const controller = new AbortController();
      request.current?.abort();
      request.current = controller;
      expandRoadmap(shown.roadmap, nodeId, wasFavorite, controller.signal)
        .then((answer) => {
          display(show(answer.roadmap, null, answer.favorite_id), nodeId);
          // The server replaced the saved favorite by the merged roadmap.
          if (wasFavorite !== null) refresh();
        })
        .catch((err) => {
          if (!controller.signal.aborted) setStageProblem(refusal(err));
        })
        .finally(() => {
          if (request.current === controller) setExpandingId(null);
        });
    },
    [shown, expandingId, favoriteId, refresh, refusal, display],
  );

  const expandActions = useMemo<ExpandActions>(() => ({ expandingId, busy: generating || expandingId !== null, onExpand: expand }), [expandingId, generating, expand]);

  const onNodesChange = useCallback((changes: NodeChange<RoadmapFlowNode>[]) => {
    setShown((current) => (current ? { ...current, nodes: applyNodeChanges(changes, current.nodes) } : current));
    if (changes.some((c) => c.type === "position")) setSavedLine(null);
  }, []);

  const onViewport = useCallback((viewport: Viewport) => {
    viewportRef.current = viewport;
  }, []);

  const toggleFavorite = async () => {
    if (!shown) return;
    setFavoriteBusy(true);
    setStageProblem(null);
    try {
      if (favoriteId !== null) {
        try {
          await deleteSavedRoadmap(favoriteId);
        } catch (err) {
          // Already deleted (another tab): it is not a favorite either way.
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        }
        setSaved((items) => items?.filter((item) => item.id !== favoriteId) ?? items);
        setShown((current) => (current ? { ...current, favoriteId: null } : current));
      } else {
        const item = await saveRoadmap(shown.roadmap, null);
        setSaved((items) => withSaved(items ?? [], item));
        setShown((current) => (current ? { ...current, favoriteId: item.id } : current));
      }
    } catch (err) {
      setStageProblem(refusal(err));
    } finally {
      setFavoriteBusy(false);
    }
  };

  const saveState = async () => {
    if (!shown) return;
    const viewport = flowRef.current?.getViewport() ?? viewportRef.current ?? { x: 0, y: 0, zoom: 1 };
    const state = viewState(shown.roadmap, shown.nodes, viewport, selectedId);
    setSaving(true);
    setStageProblem(null);
    try {
      const item = favoriteId !== null ? await replaceSavedRoadmap(favoriteId, shown.roadmap, state) : await saveRoadmap(shown.roadmap, state);
      setSaved((items) => withSaved(items ?? [], item));
      setShown((current) => (current ? { ...current, favoriteId: item.id } : current));
      setSavedLine(t("toolbar.stateSavedLine", { time: t.date(state.timestamp, { hour: "numeric", minute: "2-digit" }) }));
      // The next visit opens on this view too; a failure here costs nothing the user asked for.
      storeLastRoadmap(shown.roadmap, state).catch(() => {});
    } catch (err) {
      if (err instanceof ApiError && err.code === "saved_item_changed") {
        setStageProblem(t("error.changed"));
        refresh();
      } else setStageProblem(refusal(err));
    } finally {
      setSaving(false);
    }
  };

  const open = (item: SavedRoadmapItem) => {
    const { roadmap, state } = item.saved_obj;
    request.current?.abort();
    display(show(roadmap, state, item.id), state?.selected ?? null);
    reveal();
    storeLastRoadmap(roadmap, state).catch(() => {});
  };

  const remove = async (item: SavedRoadmapItem) => {
    try {
      await deleteSavedRoadmap(item.id);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) {
        setListProblem(failureText(err));
        return;
      }
    }
    setSaved((items) => items?.filter((other) => other.id !== item.id) ?? items);
    setShown((current) => (current && current.favoriteId === item.id ? { ...current, favoriteId: null } : current));
  };

  const select = useCallback((id: number | null) => setSelectedId(id), []);
  const expanding = findNode(shown?.roadmap ?? { nodes: [] }, expandingId);

  return (
    <>
      <PortalHeader />
      <div className="home roadmap">
        <header className="rm-head">
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
        <TopicForm topic={topic} error={topicError} problem={formProblem} generating={generating} inputRef={topicRef} onChange={changeTopic} onSubmit={generate} />
        <div className="rm-layout">
          <div className="rm-main" ref={stageRef}>
            <ExpandContext.Provider value={expandActions}>
              {shown ? (
                <RoadmapStage
                  roadmap={shown.roadmap}
                  nodes={shown.nodes}
                  edges={shown.edges}
                  viewport={shown.viewport}
                  viewKey={shown.key}
                  selectedId={selectedId}
                  mode={mode}
                  favorite={favoriteId !== null}
                  favoriteBusy={favoriteBusy}
                  saving={saving}
                  savedLine={savedLine}
                  problem={stageProblem}
                  loading={generating ? { kind: "generate" } : expanding ? { kind: "expand", name: expanding.name } : null}
                  onMode={setMode}
                  onSelect={select}
                  onNodesChange={onNodesChange}
                  onViewport={onViewport}
                  onInstance={(flow) => {
                    flowRef.current = flow;
                  }}
                  onFavorite={() => void toggleFavorite()}
                  onSaveState={() => void saveState()}
                />
              ) : generating ? (
                <section className="rm-card rm-empty">
                  <LoadingMessages />
                </section>
              ) : (
                <section className="rm-card rm-empty">
                  <h2 className="rm-empty__title">{t("empty.title")}</h2>
                  <p className="rm-empty__text">{t("empty.text")}</p>
                </section>
              )}
            </ExpandContext.Provider>
          </div>
          <FavoritesPanel
            items={saved}
            currentId={favoriteId}
            problem={listProblem}
            refreshing={refreshing}
            disabled={generating || expandingId !== null}
            onRetry={refresh}
            onOpen={open}
            onDelete={remove}
          />
        </div>
      </div>
    </>
  );
}
