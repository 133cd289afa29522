import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { composeNetworkingMessage } from "../../../core/networking";
import { networkingRequestSchema, type SavedNetworking } from "../../../core/schemas/networking";
import { SAVED_LIMITS, SAVED_MESSAGES as M, type SavedItem } from "../../../core/schemas/saved";
import { SARA } from "../../../core/crafting/fixtures";
import { sampleRoadmap } from "../../../core/roadmap/fixtures";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, rows, type ErrorJson } from "../../test/http";

const formData = networkingRequestSchema.parse({
  type: "linkedin",
  job_title: "Data Analyst",
  company_name: "Vodafone Egypt",
  addressee_name: "Mona Adel",
  industry: [{ Description: "Telecommunications", Code: "8" }],
  target_message: "A referral, please",
});

/** A saved networking message whose text is `message` (a generated one by default). */
function savedObj(message?: string): SavedNetworking {
  const report = composeNetworkingMessage(formData, SARA, { language: "en", seed: 1 });
  return { report: message === undefined ? report : { ...report, message }, formData };
}

async function send(user: QuickUser | null, method: string, path: string, body?: unknown): Promise<Response> {
  return call(path, {
    method,
    headers: { ...(user ? { Cookie: await user.cookie() } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const save = (user: QuickUser, obj: SavedNetworking) => send(user, "POST", "/api/saved-items", { saved_obj_type: "networking_message", saved_obj: obj });
const list = async (user: QuickUser) => (await (await send(user, "GET", "/api/saved-items?type=networking_message")).json<{ items: SavedItem[] }>()).items;

describe("saved items", () => {
  it("should save a networking message with its form, list it, and keep an identical text once", async () => {
    const user = await quickUser();
    const obj = savedObj();
    const first = await save(user, obj);
    expect(first.status).toBe(201);
    const { item } = await first.json<{ item: SavedItem }>();
    expect(item).toMatchObject({ saved_obj_type: "networking_message", saved_obj: obj });
    expect(item.date_saved).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await list(user)).toEqual([item]);

    // The same text (spaces at its ends aside), even with another form: the item already saved.
    const again = await save(user, { ...savedObj(`  ${obj.report.message}\n`), formData: { ...formData, target_message: "Something else" } });
    expect(again.status).toBe(200);
    expect((await again.json<{ item: SavedItem }>()).item.id).toBe(item.id);
    expect(await list(user)).toHaveLength(1);
  });

  it("should list newest first", async () => {
    const user = await quickUser();
    const insert = env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key, created_at) VALUES (?, 'networking_message', ?, ?, ?) RETURNING id");
    const ids: Record<string, number> = {};
    for (const [label, date] of [["middle", "2026-11-02T10:00:00.000Z"], ["newest", "2026-11-03T10:00:00.000Z"], ["oldest", "2026-11-01T10:00:00.000Z"]] as const) {
      ids[label] = (await insert.bind(user.id, JSON.stringify(savedObj(`Message ${label}`)), `key-${label}`, date).first<{ id: number }>())!.id;
    }
    const items = await list(user);
    expect(items.map((i) => i.id)).toEqual([ids.newest, ids.middle, ids.oldest]);
    expect(items.map((i) => (i.saved_obj as SavedNetworking).report.message)).toEqual(["Message newest", "Message middle", "Message oldest"]);
    expect(items[0]!.date_saved).toBe("2026-11-03T10:00:00.000Z");
  });

  it("should leave out a stored item that no longer reads as its kind", async () => {
    const user = await quickUser();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key) VALUES (?, 'networking_message', '{not json', 'k1')").bind(user.id),
      env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key) VALUES (?, 'networking_message', '{\"report\":{}}', 'k2')").bind(user.id),
    ]);
    await save(user, savedObj("A message that reads fine"));
    expect((await list(user)).map((i) => (i.saved_obj as SavedNetworking).report.message)).toEqual(["A message that reads fine"]);
  });

  it("should belong to their user: another user neither lists nor deletes them", async () => {
    const owner = await quickUser();
    const stranger = await quickUser();
    const { item } = await (await save(owner, savedObj("Only mine"))).json<{ item: SavedItem }>();
    expect(await list(stranger)).toEqual([]);
    const res = await send(stranger, "DELETE", `/api/saved-items/${item.id}`);
    expect(res.status).toBe(404);
    expect((await res.json<ErrorJson>()).error).toMatchObject({ code: "not_found", message: M.notFound });
    expect(await list(owner)).toHaveLength(1);
    expect((await send(null, "GET", "/api/saved-items?type=networking_message")).status).toBe(401);
  });

  it("should be deleted by its owner, once", async () => {
    const user = await quickUser();
    const { item } = await (await save(user, savedObj())).json<{ item: SavedItem }>();
    const res = await send(user, "DELETE", `/api/saved-items/${item.id}`);
    expect(await res.json()).toEqual({ ok: true });
    expect(await list(user)).toEqual([]);
    const twice = await send(user, "DELETE", `/api/saved-items/${item.id}`);
    expect(twice.status).toBe(404);
    expect((await twice.json<ErrorJson>()).error.message).toBe(M.notFound);
    expect((await send(user, "DELETE", "/api/saved-items/abc")).status).toBe(404);
    // Saving the same text again after deleting makes a new item.
    expect((await save(user, savedObj())).status).toBe(201);
  });

  it("should keep at most the limit of one kind, yet still answer an identical item", async () => {
    const user = await quickUser();
    const insert = env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key) VALUES (?, 'networking_message', ?, ?)");
    const existing = savedObj("Saved long ago");
    await env.DB.batch(Array.from({ length: SAVED_LIMITS.perType - 1 }, (_, i) => insert.bind(user.id, JSON.stringify(savedObj(`Message ${i}`)), `key-${i}`)));
    expect((await save(user, existing)).status).toBe(201);
    const full = await save(user, savedObj("One too many"));
    expect(full.status).toBe(409);
    expect((await full.json<ErrorJson>()).error).toMatchObject({ code: "too_many_saved_items", message: M.tooMany });
    expect((await save(user, existing)).status).toBe(200);
    expect(await rows("SELECT id FROM saved_items WHERE user_id = ?", user.id)).toHaveLength(SAVED_LIMITS.perType);
  });

  it("should refuse an unknown kind and a saved_obj that is not its kind's", async () => {
    const user = await quickUser();
    const kind = await send(user, "GET", "/api/saved-items?type=recipes");
    expect(kind.status).toBe(400);
    expect((await kind.json<ErrorJson>()).error.fields).toEqual({ type: M.typeInvalid });
    const missing = await send(user, "GET", "/api/saved-items");
    expect((await missing.json<ErrorJson>()).error.fields).toEqual({ type: M.typeInvalid });
    const wrongType = await send(user, "POST", "/api/saved-items", { saved_obj_type: "recipes", saved_obj: savedObj() });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json<ErrorJson>()).error.fields).toEqual({ saved_obj_type: M.typeInvalid });
    const wrongObj = await send(user, "POST", "/api/saved-items", { saved_obj_type: "networking_message", saved_obj: { report: { message: "hi" } } });
    expect(wrongObj.status).toBe(400);
    expect(await rows("SELECT id FROM saved_items WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("should replace an item's saved object when its identity stays, and refuse another identity or kind (409)", async () => {
    const user = await quickUser();
    const obj = savedObj("A message kept with its form");
    const { item } = await (await save(user, obj)).json<{ item: SavedItem }>();
    const put = (body: unknown, id: number | string = item.id) => send(user, "PUT", `/api/saved-items/${id}`, body);

    // The same text with another form: the same item, its form replaced.
    const newer = { ...obj, formData: { ...formData, target_message: "A coffee chat instead" } };
    const replaced = await put({ saved_obj_type: "networking_message", saved_obj: newer });
    expect(replaced.status).toBe(200);
    expect((await replaced.json<{ item: SavedItem }>()).item).toEqual({ ...item, saved_obj: newer });
    expect(await list(user)).toEqual([{ ...item, saved_obj: newer }]);

    for (const body of [
      { saved_obj_type: "networking_message", saved_obj: savedObj("Another text altogether") },
      { saved_obj_type: "roadmap", saved_obj: { roadmap: sampleRoadmap(), state: null } },
    ]) {
      const res = await put(body);
      expect(res.status).toBe(409);
      expect((await res.json<ErrorJson>()).error).toMatchObject({ code: "saved_item_changed", message: M.changed });
    }
    expect(await list(user)).toEqual([{ ...item, saved_obj: newer }]);

    expect((await put({ saved_obj_type: "networking_message", saved_obj: obj }, item.id + 100000)).status).toBe(404);
    expect((await put({ saved_obj_type: "networking_message", saved_obj: obj }, "abc")).status).toBe(404);
    const invalid = await put({ saved_obj_type: "networking_message", saved_obj: { report: {} } });
    expect(invalid.status).toBe(400);
  });
});
