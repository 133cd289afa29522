/**
 * Local fakes of the Greenhouse Job Board API and the Lever Postings API, answering from postings
 * in memory that a test adds, changes and closes. One `(request) => Response` handler: the worker
 * tests pass a fetch built on it to the import; the browser tests serve it over Node's http and
 * connect it through /dev/fixtures/job-sources.
 *
 * - `GET {origin}/greenhouse/{board}/jobs?content=true` → `{ jobs: [...], meta: { total } }`
 *   (content entity-escaped HTML, as Greenhouse sends it)
 * - `GET {origin}/lever/{company}?mode=json` → `[...]` (Lever sends no update time)
 * - a board nobody made → 404; a board told to fail → that status.
 */
export interface FakePosting {
  id: string;
  title: string;
  /** HTML. */
  description: string;
  location: string;
  /** Lever's commitment / Greenhouse's "Employment Type" metadata ("Full-time", "Contract"…). */
  commitment?: string;
  /** Lever's workplaceType ("remote", "hybrid", "onsite"); Greenhouse has none. */
  workplaceType?: string;
  department?: string;
  updatedAt?: string;
}

interface Board {
  postings: Map<string, FakePosting>;
  failWith: number | null;
  requests: number;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Greenhouse ids are numbers: a posting's digits ("4101", "p17" → 17), else its place on the board. */
const ghId = (id: string, i: number) => (/\d/.test(id) ? Number(id.replace(/\D/g, "")) : 900_000 + i);
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

export class JobBoardFakes {
  private boards = new Map<string, Board>();
  private clock = Date.parse("2026-11-20T09:00:00Z");

  constructor(private readonly origin = "http://job-boards.test") {}

  /** The base URL of a kind's API, as GREENHOUSE_API_URL / LEVER_API_URL or a dev source's base_url. */
  baseUrl(kind: "greenhouse" | "lever"): string {
    return `${this.origin}/${kind}`;
  }

  private board(kind: string, name: string): Board {
    const key = `${kind}:${name}`;
    let board = this.boards.get(key);
    if (!board) {
      board = { postings: new Map(), failWith: null, requests: 0 };
      this.boards.set(key, board);
    }
    return board;
  }

  /** Adds a posting, or replaces it (a new update time, as the board would set). */
  put(kind: "greenhouse" | "lever", board: string, posting: FakePosting): this {
    this.clock += 60_000;
    this.board(kind, board).postings.set(posting.id, { updatedAt: new Date(this.clock).toISOString(), ...posting });
    return this;
  }

  /** Closes a posting: the board stops listing it. */
  close(kind: "greenhouse" | "lever", board: string, id: string): this {
    this.board(kind, board).postings.delete(id);
    return this;
  }

  /** Makes the board answer `status` (0: the connection fails) until `recover`. */
  fail(kind: "greenhouse" | "lever", board: string, status: number): this {
    this.board(kind, board).failWith = status;
    return this;
  }

  recover(kind: "greenhouse" | "lever", board: string): this {
    this.board(kind, board).failWith = null;
    return this;
  }

  requests(kind: "greenhouse" | "lever", board: string): number {
    return this.boards.get(`${kind}:${board}`)?.requests ?? 0;
  }

  /** Answers one request as the real APIs would. */
  handle = (request: Request): Response => {
    const url = new URL(request.url);
    const greenhouse = /^\/greenhouse\/([^/]+)\/jobs\/?$/.exec(url.pathname);
    const lever = /^\/lever\/([^/]+)\/?$/.exec(url.pathname);
    const kind = greenhouse ? "greenhouse" : lever ? "lever" : null;
    const name = decodeURIComponent((greenhouse ?? lever)?.[1] ?? "");
    const board = kind ? this.boards.get(`${kind}:${name}`) : undefined;
    if (!kind || !board || request.method !== "GET") return Response.json({ status: 404, error: "Job not found" }, { status: 404 });
    board.requests++;
    if (board.failWith === 0) throw new TypeError("fetch failed: connection refused");
    if (board.failWith) return new Response("Service Unavailable", { status: board.failWith });
    const postings = [...board.postings.values()];
    if (kind === "greenhouse") {
      return Response.json({
        jobs: postings.map((p, i) => ({
          id: ghId(p.id, i),
          internal_job_id: 5000 + i,
          title: p.title,
          updated_at: p.updatedAt,
          requisition_id: `REQ-${p.id}`,
          location: { name: p.location },
          absolute_url: `https://boards.greenhouse.io/${name}/jobs/${ghId(p.id, i)}`,
          data_compliance: [],
          metadata: p.commitment ? [{ id: 1, name: "Employment Type", value: p.commitment, value_type: "single_select" }] : null,
          content: escapeHtml(p.description),
          departments: p.department ? [{ id: 7, name: p.department, child_ids: [], parent_id: null }] : [],
          offices: [{ id: 9, name: p.location, location: p.location, child_ids: [], parent_id: null }],
        })),
        meta: { total: postings.length },
      });
    }
    return Response.json(
      postings.map((p) => ({
        id: p.id,
        text: p.title,
        categories: { commitment: p.commitment, department: p.department, location: p.location, team: p.department, allLocations: [p.location] },
        country: "EG",
        workplaceType: p.workplaceType ?? "unspecified",
        description: `<div>${p.description.split("<h3>")[0]}</div>`,
        descriptionPlain: plain(p.description.split("<h3>")[0] ?? ""),
        lists: p.description
          .split("<h3>")
          .slice(1)
          .map((part) => ({ text: plain(part.split("</h3>")[0] ?? ""), content: part.split("</h3>")[1] ?? "" })),
        additional: "",
        additionalPlain: "",
        hostedUrl: `https://jobs.lever.co/${name}/${p.id}`,
        applyUrl: `https://jobs.lever.co/${name}/${p.id}/apply`,
        createdAt: Date.parse("2026-11-01T08:00:00Z"),
      })),
    );
  };

  /** A fetch for the import service. */
  fetch = async (request: Request): Promise<Response> => this.handle(request);
}

/** Postings that read like real ones, for both boards. */
export const SAMPLE_POSTINGS = {
  dataAnalyst: {
    id: "4101",
    title: "Data Analyst",
    location: "Cairo, Egypt",
    commitment: "Full-time",
    department: "Analytics",
    description:
      "<p>Turn sales data into decisions. You will build dashboards and reports for the commercial team.</p><h3>Requirements</h3><ul><li>2+ years with SQL and Python</li><li>Power BI or Tableau</li><li>Clear written English and Arabic</li></ul>",
  },
  backend: {
    id: "4102",
    title: "Backend Engineer (Java)",
    location: "Berlin, Germany",
    commitment: "Full-time",
    department: "Engineering",
    description: "<p>Build payment services that scale.</p><h3>Requirements</h3><ul><li>Java and Spring Boot</li><li>Kafka, Kubernetes</li></ul>",
  },
  frontendRemote: {
    id: "lv-7f3a",
    title: "Frontend Developer",
    location: "Remote - EMEA",
    commitment: "Contract",
    workplaceType: "remote",
    department: "Product",
    description: "<p>Ship the customer dashboard.</p><h3>What you bring</h3><ul><li>React and TypeScript</li><li>Accessible CSS</li></ul>",
  },
  arabicAccountant: {
    id: "lv-9c21",
    title: "محاسب أول",
    location: "الرياض، السعودية",
    commitment: "دوام كامل",
    workplaceType: "onsite",
    department: "المالية",
    description: "<p>نبحث عن محاسب لإعداد القوائم المالية وتحليل البيانات المحاسبية.</p><h3>المتطلبات</h3><ul><li>خبرة في Excel</li><li>معرفة بمعايير المحاسبة الدولية</li></ul>",
  },
  marketingIntern: {
    id: "lv-1b77",
    title: "Marketing Intern",
    location: "Alexandria, Egypt (Hybrid)",
    commitment: "Internship",
    workplaceType: "hybrid",
    department: "Marketing",
    description: "<p>Help plan campaigns on social media.</p><h3>Requirements</h3><ul><li>Copywriting</li><li>Canva</li></ul>",
  },
} satisfies Record<string, FakePosting>;
