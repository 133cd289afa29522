import type { ReactNode } from "react";
import { Icon } from "./icons";
import type { PreviewKind } from "./products";

/**
 * The hero illustration of a product page: a small drawing of the portal screen, built from
 * markup and SVG so it stays sharp and works offline. It is decorative (aria-hidden): the page
 * text says everything it shows.
 */
export function ProductPreview({ kind, planned }: { kind: PreviewKind; planned: boolean }) {
  const { title, body } = PREVIEWS[kind];
  return (
    <div className="preview" aria-hidden="true">
      <div className="preview__bar">
        <span className="preview__dots">
          <i />
          <i />
          <i />
        </span>
        <span className="preview__title">{title}</span>
        {planned && <span className="preview__tag">Preview</span>}
      </div>
      <div className="preview__body">{body}</div>
    </div>
  );
}

const PREVIEWS: Record<PreviewKind, { title: string; body: ReactNode }> = {
  roadmap: { title: "Roadmap · Data Analyst", body: <RoadmapSketch /> },
  chat: {
    title: "Session with Amal",
    body: (
      <div className="pv-chat">
        <p className="pv-bubble pv-bubble--me">I’m an accountant. How do I move into data analysis?</p>
        <p className="pv-bubble pv-bubble--ai">
          <strong>Amal</strong>
          Your Excel and reporting experience already transfers. Start with SQL this month, then a BI tool — here is a roadmap and two courses to begin.
        </p>
        <div className="pv-chips">
          <span className="pv-chip"><Icon name="graduation" size={14} /> Course search</span>
          <span className="pv-chip"><Icon name="map" size={14} /> Roadmap</span>
        </div>
        <div className="pv-input">
          <span>Type your message here...</span>
          <Icon name="mic" size={16} />
        </div>
      </div>
    ),
  },
  message: {
    title: "LinkedIn connection note",
    body: (
      <div className="pv-message">
        <div className="pv-fields">
          <span className="pv-field"><small>To</small>Sara H. · Talent Partner</span>
          <span className="pv-field"><small>Industry</small>Financial Services</span>
        </div>
        <p className="pv-letter">
          Hi Sara — I saw your team is growing its data group. I’ve spent three years turning finance reports into dashboards and would value
          five minutes of your advice on the analyst role. Thank you!
        </p>
        <div className="pv-row">
          <span className="pv-chip pv-chip--accent"><Icon name="star" size={14} /> Saved</span>
          <span className="pv-chip"><Icon name="link" size={14} /> Copy note</span>
        </div>
      </div>
    ),
  },
  interview: {
    title: "Mock interview · Product Analyst",
    body: (
      <div className="pv-interview">
        <p className="pv-bubble pv-bubble--ai">
          <strong>Question 3 of 8</strong>
          Tell me about a time you used data to change a decision your team had already made.
        </p>
        <div className="pv-wave">
          {[10, 22, 14, 30, 18, 26, 12, 34, 20, 28, 14, 24, 10, 18, 30, 16, 22, 12].map((h, i) => (
            <i key={i} style={{ height: h }} />
          ))}
        </div>
        <div className="pv-chips">
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> Clear structure</span>
          <span className="pv-chip"><Icon name="target" size={14} /> Add a result</span>
        </div>
      </div>
    ),
  },
  document: {
    title: "Resume report",
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
          <span className="pv-score__label">ATS match</span>
        </div>
        <div className="pv-keywords">
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> SQL</span>
          <span className="pv-chip pv-chip--accent"><Icon name="check" size={14} /> Power BI</span>
          <span className="pv-chip"><Icon name="sparkle" size={14} /> Add: stakeholder reporting</span>
        </div>
      </div>
    ),
  },
  search: {
    title: "AI job search",
    body: (
      <div className="pv-search">
        <div className="pv-input pv-input--search">
          <Icon name="search" size={16} />
          <span>Junior data analyst in fintech, Cairo or remote</span>
        </div>
        {[
          { t: "Data Analyst", c: "Nile Payments · Full-time" },
          { t: "Junior BI Analyst", c: "Delta Bank · Hybrid" },
        ].map((j) => (
          <div className="pv-job" key={j.t}>
            <span className="pv-job__logo"><Icon name="briefcase" size={16} /></span>
            <span>
              <strong>{j.t}</strong>
              <small>{j.c}</small>
            </span>
          </div>
        ))}
      </div>
    ),
  },
};

/** A small skill graph; node positions are in the 320×220 viewBox. */
function RoadmapSketch() {
  const nodes = [
    { x: 160, y: 26, label: "Data Analyst", root: true },
    { x: 62, y: 100, label: "Spreadsheets" },
    { x: 160, y: 100, label: "SQL" },
    { x: 258, y: 100, label: "Statistics" },
    { x: 110, y: 180, label: "Power BI" },
    { x: 210, y: 180, label: "Python", leaf: true },
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
        <rect x="172" y="200" width="76" height="18" rx="9" />
        <text x="210" y="212.5" textAnchor="middle">Generate</text>
      </g>
    </svg>
  );
}
