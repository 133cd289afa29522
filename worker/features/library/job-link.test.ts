import { describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "../../../core/schemas/library";
import { dohResolver, fetchJobPage, isBlockedAddress, type Resolver } from "./job-link";

/** A resolver that knows a few names: public ones, and ones that point inside. */
const names: Record<string, string[]> = {
  "jobs.example.com": ["93.184.216.34"],
  "careers.example.org": ["2606:2800:220:1:248:1893:25c8:1946"],
  "inside.example.com": ["10.0.0.7"],
  "mixed.example.com": ["93.184.216.35", "192.168.1.20"],
  "metadata.example.com": ["169.254.169.254"],
  "v6-loopback.example.com": ["::1"],
  "mapped.example.com": ["::ffff:127.0.0.1"],
};
const resolver: Resolver = { resolve: async (host) => names[host] ?? [] };

const page = (body = "<html><body><h1>Data Analyst</h1></body></html>", init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

/** A fetch that answers from a table and records what it was asked for. */
function fakeFetch(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const route = routes[url];
    if (!route) throw new TypeError("network unreachable");
    return route();
  }) as typeof fetch;
  return { fetcher, asked };
}

async function refusal(link: string, routes: Record<string, () => Response> = {}) {
  const { fetcher, asked } = fakeFetch(routes);
  try {
    await fetchJobPage(link, { fetch: fetcher, resolver });
  } catch (error) {
    return { error: error as { status: number; code: string; message: string; fields?: Record<string, string> }, asked };
  }
  throw new Error(`${link} was fetched`);
}

describe("job links (SSRF)", () => {
  it.each([
    "http://127.0.0.1/job",
    "http://127.1/job",
    "http://2130706433/job",
    "http://0x7f000001/job",
    "http://[::1]/job",
    "http://[::ffff:127.0.0.1]/job",
    "http://10.1.2.3/job",
    "http://172.16.0.1/job",
    "http://172.31.255.255/job",
    "http://192.168.0.10/job",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
    "http://localhost/job",
    "http://localhost:8787/job",
    "http://api.localhost/job",
    "http://printer.local/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://intranet/",
    "http://inside.example.com/job",
    "http://mixed.example.com/job",
    "http://metadata.example.com/job",
    "http://v6-loopback.example.com/job",
    "http://mapped.example.com/job",
    "https://jobs.example.com:8443/job",
    "https://user:secret@jobs.example.com/job",
  ])("should refuse %s without fetching it", async (link) => {
    const { error, asked } = await refusal(link);
    expect(error).toMatchObject({ status: 422, code: "link_private", fields: { job_link: LIBRARY_MESSAGES.linkPrivate } });
    expect(asked).toEqual([]);
  });

  it.each([
    ["file:///etc/passwd", "link_scheme"],
    ["ftp://jobs.example.com/post.txt", "link_scheme"],
    ["javascript:alert(1)", "link_scheme"],
    ["gopher://jobs.example.com/", "link_scheme"],
    ["not a link", "link_invalid"],
  ])("should refuse %s as not a web link", async (link, code) => {
    const { error, asked } = await refusal(link);
    expect(error).toMatchObject({ status: 400, code });
    expect(asked).toEqual([]);
  });

  it("should refuse a redirect to a private address, after reading only the first hop", async () => {
    const { error, asked } = await refusal("https://jobs.example.com/apply", {
      "https://jobs.example.com/apply": () => new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest/meta-data/" } }),
    });
    expect(error).toMatchObject({ code: "link_private" });
    expect(asked).toEqual(["https://jobs.example.com/apply"]);
  });

  it("should refuse a redirect to a name that resolves inside", async () => {
    const { error } = await refusal("https://jobs.example.com/apply", {
      "https://jobs.example.com/apply": () => new Response(null, { status: 301, headers: { Location: "http://inside.example.com/admin" } }),
    });
    expect(error).toMatchObject({ code: "link_private" });
  });

  it("should follow up to 3 public redirects and give up at the 4th", async () => {
    const hop = (n: number) => () => new Response(null, { status: 302, headers: { Location: `/hop${n}` } });
    const ok = fakeFetch({
      "https://jobs.example.com/hop0": hop(1),
      "https://jobs.example.com/hop1": hop(2),
      "https://jobs.example.com/hop2": hop(3),
      "https://jobs.example.com/hop3": () => page(),
    });
    const got = await fetchJobPage("https://jobs.example.com/hop0", { fetch: ok.fetcher, resolver });
    expect(got.url).toBe("https://jobs.example.com/hop3");
    expect(ok.asked).toHaveLength(4);

    const { error } = await refusal("https://jobs.example.com/hop0", {
      "https://jobs.example.com/hop0": hop(1),
      "https://jobs.example.com/hop1": hop(2),
      "https://jobs.example.com/hop2": hop(3),
      "https://jobs.example.com/hop3": hop(4),
      "https://jobs.example.com/hop4": () => page(),
    });
    expect(error).toMatchObject({ code: "link_unreadable", message: LIBRARY_MESSAGES.linkUnreadable });
  });

  it("should read a public page, over IPv6 too", async () => {
    const { fetcher } = fakeFetch({ "https://careers.example.org/jobs/42": () => page("<h1>Backend Engineer</h1>") });
    const got = await fetchJobPage("https://careers.example.org/jobs/42", { fetch: fetcher, resolver });
    expect(got.body).toContain("Backend Engineer");
  });

  it("should say a missing page was not found, and send the user to the description", async () => {
    const { error } = await refusal("https://jobs.example.com/gone", { "https://jobs.example.com/gone": () => page("Not found", { status: 404 }) });
    expect(error).toMatchObject({ status: 422, code: "link_not_found", fields: { job_link: LIBRARY_MESSAGES.linkNotFound } });
    expect(error.message).toMatch(/Paste the description/);
  });

  it("should refuse a page over 2 MB, whether it says so or not", async () => {
    const big = "x".repeat(2 * 1024 * 1024 + 1);
    const declared = await refusal("https://jobs.example.com/big", { "https://jobs.example.com/big": () => page(big) });
    expect(declared.error).toMatchObject({ code: "link_too_big" });
    const streamed = await refusal("https://jobs.example.com/stream", {
      "https://jobs.example.com/stream": () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode("y".repeat(1024 * 1024)));
              controller.close();
            },
          }),
          { headers: { "Content-Type": "text/html" } },
        ),
    });
    expect(streamed.error).toMatchObject({ code: "link_too_big" });
  });

  it("should refuse what is not a page (a PDF, an image)", async () => {
    const { error } = await refusal("https://jobs.example.com/post.pdf", {
      "https://jobs.example.com/post.pdf": () => new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }),
    });
    expect(error).toMatchObject({ code: "link_unreadable" });
  });

  it("should give up after the time limit with a message that offers the description", async () => {
    const slow = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(fetchJobPage("https://jobs.example.com/slow", { fetch: slow, resolver, limits: { timeoutMs: 50 } })).rejects.toMatchObject({
      status: 504,
      code: "link_timeout",
    });
  });

  it("should say a name that does not resolve cannot be read", async () => {
    const { error } = await refusal("https://no-such-host.example.net/job");
    expect(error).toMatchObject({ code: "link_unreadable" });
  });

  it("should judge addresses by their range", () => {
    for (const ip of ["8.8.8.8", "93.184.216.34", "172.32.0.1", "2606:4700::1111"]) expect(isBlockedAddress(ip)).toBe(false);
    for (const ip of ["172.16.5.4", "192.168.255.1", "::", "64:ff9b::a00:1", "2002:c0a8:101::1", "ff02::1", "garbage"]) expect(isBlockedAddress(ip)).toBe(true);
  });

  it("should resolve A and AAAA through a DNS-over-HTTPS JSON service", async () => {
    const asked: string[] = [];
    const doh = dohResolver("https://dns.example.net/dns-query", (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(`${url.searchParams.get("name")}/${url.searchParams.get("type")}`);
      const type = url.searchParams.get("type");
      const Answer =
        type === "A"
          ? [
              { type: 5, data: "alias.example.com." },
              { type: 1, data: "10.0.0.8" },
            ]
          : [{ type: 28, data: "2606:4700::6810:84e5" }];
      return Response.json({ Status: 0, Answer });
    }) as typeof fetch);
    expect(await doh.resolve("jobs.example.com")).toEqual(["10.0.0.8", "2606:4700::6810:84e5"]);
    expect(asked.sort()).toEqual(["jobs.example.com/A", "jobs.example.com/AAAA"]);
  });
});
