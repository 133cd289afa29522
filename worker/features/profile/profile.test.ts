import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoginResponse, PortalHome } from "../../../core/schemas/account";
import { PNG_BYTES, getAs, postSignup, authCookie, signedInUser, signupForm } from "../../test/accounts";
import type { ErrorJson } from "../../test/http";

/** Two real accounts made through signup, each with a resume and a picture. */
async function twoSignedUpUsers() {
  const make = async () => {
    const res = await postSignup(await signupForm());
    expect(res.status).toBe(201);
    const body = await res.json<LoginResponse>();
    const cookie = authCookie(res);
    const home = await (await getAs(cookie, "/api/portal/home")).json<PortalHome>();
    return { user: body.user, cookie, home };
  };
  return [await make(), await make()] as const;
}

describe("GET /api/portal/home", () => {
  it("should answer 401 without a session", async () => {
    const res = await getAs(null, "/api/portal/home");
    expect(res.status).toBe(401);
    expect((await res.json<ErrorJson>()).error.code).toBe("unauthenticated");
  });

  it("should return the contract's shape for an account without uploads", async () => {
    const user = await signedInUser({ fullname: "Karim Hassan" });
    const res = await getAs(user.cookie, "/api/portal/home");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      user: expect.objectContaining({ id: user.id, fullname: "Karim Hassan", bio: "", image_url: null }),
      skills: [],
      resumes: [],
      craftedResumes: [],
      jobs: [],
      sessions: [],
      extraction: { note: null },
    });
  });

  it("should show only the caller's own skills and resumes", async () => {
    const [a, b] = await twoSignedUpUsers();
    expect(a.home.resumes).toHaveLength(1);
    expect(b.home.resumes).toHaveLength(1);
    expect(a.home.resumes[0]!.id).not.toBe(b.home.resumes[0]!.id);
    const skillIdsA = new Set(a.home.skills.map((s) => s.id));
    expect(b.home.skills.some((s) => skillIdsA.has(s.id))).toBe(false);
  }, 30_000);

  it("should list resumes newest first", async () => {
    const [a] = await twoSignedUpUsers();
    await env.DB.prepare("INSERT INTO resumes (user_id, title, r2_key, date_uploaded) VALUES (?, 'Newer.pdf', 'users/x/resume/newer.pdf', ?)")
      .bind(a.user.id, new Date(Date.now() + 60_000).toISOString())
      .run();
    const home = await (await getAs(a.cookie, "/api/portal/home")).json<PortalHome>();
    expect(home.resumes.map((r) => r.title)).toEqual(["Newer.pdf", "Mona Adel - Resume.pdf"]);
  }, 30_000);
});

describe("GET /api/files/:kind/:id", () => {
  it("should stream the owner's resume as a PDF and their picture as a PNG", async () => {
    const [a] = await twoSignedUpUsers();
    const resume = await getAs(a.cookie, a.home.resumes[0]!.resume_url);
    expect(resume.status).toBe(200);
    expect(resume.headers.get("content-type")).toBe("application/pdf");
    expect(resume.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''Mona%20Adel%20-%20Resume.pdf");
    expect(resume.headers.get("cache-control")).toBe("private, no-cache");
    const [{ r2_key }] = (await env.DB.prepare("SELECT r2_key FROM resumes WHERE user_id = ?").bind(a.user.id).all<{ r2_key: string }>()).results as [{ r2_key: string }];
    const stored = new Uint8Array(await (await env.FILES.get(r2_key))!.arrayBuffer());
    const served = new Uint8Array(await resume.arrayBuffer());
    expect(new TextDecoder().decode(served.subarray(0, 5))).toBe("%PDF-");
    expect(served).toEqual(stored);

    const image = await getAs(a.cookie, a.user.image_url!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
  }, 30_000);

  it("should answer 404 for another user's resume and picture, exactly as for an unknown id", async () => {
    const [a, b] = await twoSignedUpUsers();
    for (const path of [b.home.resumes[0]!.resume_url, b.user.image_url!, "/api/files/resume/999999", "/api/files/image/nope", "/api/files/resume/abc", "/api/files/cv/1"]) {
      const res = await getAs(a.cookie, path);
      expect(res.status, path).toBe(404);
      expect(await res.json<ErrorJson>(), path).toEqual({ error: { code: "not_found", message: "No such file." } });
    }
  }, 30_000);

  it("should answer 401 without a session", async () => {
    const [a] = await twoSignedUpUsers();
    expect((await getAs(null, a.home.resumes[0]!.resume_url)).status).toBe(401);
  }, 30_000);
});
