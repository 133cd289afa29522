import type { ReactNode } from "react";
import type { Translator } from "../../../core/i18n/translate";
import { useLocale, useT } from "../../i18n/I18n";
import type { Namespaces } from "../../i18n/namespaces";
import { Icon } from "./icons";
import type { PreviewKind } from "./products";

type T = Translator<Namespaces["products"]>;

/**
 * The hero illustration of a product page: a small drawing of the portal screen, built from
 * markup and SVG so it stays sharp and works offline. It is decorative (aria-hidden): the page
 * text says everything it shows. Its sample words are in the "products" catalogue ("preview.…").
 */
export function ProductPreview({ kind, planned }: { kind: PreviewKind; planned: boolean }) {
  const t = useT("products");
  const { title, body } = PREVIEWS[kind](t);
  return (
    <div className="preview" aria-hidden="true">
      <div className="preview__bar">
        <span className="preview__dots">
          <i />
          <i />
          <i />
        </span>
        <span className="preview__title">{title}</span>
        {planned && <span className="preview__tag">{t("preview.planned")}</span>}
      </div>
      <div className="preview__body">{body}</div>
    </div>
  );
}

const PREVIEWS: Record<PreviewKind, (t: T) => { title: string; body: ReactNode }> = {
  roadmap: (t) => ({ title: t("preview.roadmap.title"), body: <RoadmapSketch t={t} /> }),
  chat: (t) => ({
    title: t("preview.chat.title"),
    body: (
      <div className="pv-chat">
        <p className="pv-bubble pv-bubble--me">{t("preview.chat.question")}</p>
        <p className="pv-bubble pv-bubble--ai">
          <strong>{t("preview.chat.coach")}</strong>
          {t("preview.chat.answer")}
        </p>
        <div className="pv-chips">
          <span className="pv-chip"><Icon name="graduation" size={14} /> {t("preview.chat.courses")}</span>
          <span className="pv-chip"><Icon name="map" size={14} /> {t("preview.chat.roadmap")}</span>
        </div>
        <div className="pv-input">
          <span>{t("preview.chat.input")}</span>
          <Icon name="mic" size={16} />
        </div>
      </div>
    ),
  }),
  message: (t) => ({
    title: t("preview.message.title"),
    body: (
      <div className="pv-message">
        <div className="pv-fields">
          <span className="pv-field"><small>{t("preview.message.to")}</small>{t("preview.message.person")}</span>
          <span className="pv-field"><small>{t("preview.message.industry")}</small>{t("preview.message.industryValue")}</span>
        </div>
        <p className="pv-letter">{t("preview.message.text")}</p>
        <div className="pv-row">
          <span className="pv-chip pv-chip--accent"><Icon name="star" size={14} /> {t("preview.message.saved")}</span>
          <span className="pv-chip"><Icon name="link" size={14} /> {t("preview.message.copy")}</span>
        </div>
      </div>
    ),
  }),
  interview: (t) => ({
    title: t("preview.interview.title"),
    body: (
      <div className="pv-interview">
        <p className="pv-bubble pv-bubble--ai">
          <strong>{t("preview.interview.progress")}</strong>
          {t("preview.interview.question")}
        </p>
        <div className="pv-wave">
          {[10, 22, 14, 30, 18, 26, 12, 34, 20, 28, 14, 24, 10, 18, 30, 16, 22, 12].map((h, i) => (
            <i key={i} style={{ height: h }} />
          ))}
        </div>
        <div className="pv-chips">
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> {t("preview.interview.structure")}</span>
          <span className="pv-chip"><Icon name="target" size={14} /> {t("preview.interview.result")}</span>
        </div>
      </div>
    ),
  }),
  document: (t) => ({
    title: t("preview.document.title"),
    body: (
      <div className="pv-doc">
        <div className="pv-page">
          <span className="pv-line pv-line--title" />
          <span className="pv-line pv-line--short" />
          <span className="pv-line" />
          <span className="pv-line" />
          <span className="pv-line pv-line--mid" />
          <span className="pv-line pv-line--head" />
          <span className="pv-line" />
          <span className="pv-line pv-line--mid" />
          <span className="pv-line" />
        </div>
        <div className="pv-score">
          <svg viewBox="0 0 80 80" width="88" height="88" aria-hidden="true">
            <circle cx="40" cy="40" r="32" className="pv-ring" />
            <circle cx="40" cy="40" r="32" className="pv-ring pv-ring--value" strokeDasharray="171 201" />
          </svg>
          <span className="pv-score__value">86</span>
          <span className="pv-score__label">{t("preview.document.match")}</span>
        </div>
        <div className="pv-keywords">
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> SQL</span>
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> Power BI</span>
          <span className="pv-chip"><Icon name="sparkle" size={14} /> {t("preview.document.add")}</span>
        </div>
      </div>
    ),
  }),
  search: (t) => ({
    title: t("preview.search.title"),
    body: (
      <div className="pv-search">
        <div className="pv-input pv-input--search">
          <Icon name="search" size={16} />
          <span>{t("preview.search.query")}</span>
        </div>
        {[
          { title: t("preview.search.job1"), company: t("preview.search.job1.company") },
          { title: t("preview.search.job2"), company: t("preview.search.job2.company") },
        ].map((j) => (
          <div className="pv-job" key={j.title}>
            <span className="pv-job__logo"><Icon name="briefcase" size={16} /></span>
            <span>
              <strong>{j.title}</strong>
              <small>{j.company}</small>
            </span>
          </div>
        ))}
      </div>
    ),
  }),
};

/** A small skill graph; node positions are in the 320×220 viewBox. */
function RoadmapSketch({ t }: { t: T }) {
  // The graph reads from the start side: mirrored in right-to-left text (its words are not).
  const { dir } = useLocale();
  const x = (at: number) => (dir === "rtl" ? 320 - at : at);
  const nodes = [
    { x: x(160), y: 26, label: t("preview.roadmap.goal"), root: true },
    { x: x(62), y: 100, label: t("preview.roadmap.spreadsheets") },
    { x: x(160), y: 100, label: t("preview.roadmap.sql") },
    { x: x(258), y: 100, label: t("preview.roadmap.statistics") },
    { x: x(110), y: 180, label: t("preview.roadmap.bi") },
    { x: x(210), y: 180, label: t("preview.roadmap.python"), leaf: true },
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [0, 3],
    [2, 4],
    [2, 5],
    [3, 5],
  ];
  return (
    <svg viewBox="0 0 320 220" className="pv-roadmap" aria-hidden="true">
      {edges.map(([a, b]) => (
        <path
          key={`${a}-${b}`}
          d={`M${nodes[a].x} ${nodes[a].y + 14} C ${nodes[a].x} ${(nodes[a].y + nodes[b].y) / 2}, ${nodes[b].x} ${(nodes[a].y + nodes[b].y) / 2}, ${nodes[b].x} ${nodes[b].y - 14}`}
          className="pv-edge"
        />
      ))}
      {nodes.map((n) => (
        <g key={n.label} className={n.root ? "pv-node pv-node--root" : n.leaf ? "pv-node pv-node--leaf" : "pv-node"}>
          <rect x={n.x - 46} y={n.y - 14} width="92" height="28" rx="14" />
          <text x={n.x} y={n.y + 4.5} textAnchor="middle">
            {n.label}
          </text>
        </g>
      ))}
      <g className="pv-generate">
        <rect x={x(210) - 38} y="200" width="76" height="18" rx="9" />
        <text x={x(210)} y="212.5" textAnchor="middle">
          {t("preview.roadmap.generate")}
        </text>
      </g>
    </svg>
  );
}
