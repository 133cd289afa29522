/**
 * DocRoom: who may open a document in the editor, the seeded content through a real Yjs sync,
 * saving to R2 and D1 (on idle and on flush), two editors converging, and deletion.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import mammoth from "mammoth";
import { getServerByName } from "partyserver";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { sampleResume, sampleResumeFile } from "../core/documents/sample";
import type { DocNode } from "../core/documents/types";
import { writeDocToYjs } from "../core/documents/yjs";
import { logInAs, subscribedUser } from "../worker/test/accounts";
import { insertDocument, openEditor, upgradeToDocRoom } from "../worker/test/documents";
import { call, rows } from "../worker/test/http";
import { DOC_DELETED_CLOSE, docRoomName } from "./doc-protocol";
import { ROOM_CLOSE } from "./protocol";
import { SESSION_RECHECK_MS } from "./room-access";
import { DOC_MAX_FRAME_BYTES, type DocRoom } from "./DocRoom";

const edited: DocNode = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Layla Haddad" }] },
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Projects" }] },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Routing model for ", marks: [{ type: "bold" }] }, { type: "text", text: "Acme" }] }] }] },
  ],
};

const versionOf = async (id: number) => (await rows<{ version: number; preview: string; updated_at: string }>("SELECT version, preview, updated_at FROM crafted_documents WHERE id = ?", id))[0]!;

async function ownerWithDocument() {
  const owner = await subscribedUser();
  const document = await insertDocument(owner.id, sampleResumeFile);
  return { owner, document, name: docRoomName(owner.id, document.id) };
}

describe("DocRoom admission (through the worker)", () => {
  it("should refuse a socket without a session cookie with 401", async () => {
    const { name } = await ownerWithDocument();
    const res = await upgradeToDocRoom(name);
    expect(res.status).toBe(401);
    expect(res.webSocket).toBeNull();
  });

  it("should refuse another user's document with 403", async () => {
    const { name } = await ownerWithDocument();
    const stranger = await subscribedUser();
    const res = await upgradeToDocRoom(name, { Cookie: stranger.cookie });
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
  });

  it("should refuse the owner's socket from another website with 403", async () => {
    const { owner, name } = await ownerWithDocument();
    const res = await upgradeToDocRoom(name, { Cookie: owner.cookie, Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it.each([
    ["a document that does not exist", (ownerId: string) => docRoomName(ownerId, 999_999)],
    ["another user's document id under the owner's name", (ownerId: string, otherDocId: number) => docRoomName(ownerId, otherDocId)],
    ["a room named after the user alone", (ownerId: string) => ownerId],
    ["a name that is not a document id", (ownerId: string) => `${ownerId}:abc`],
  ])("should refuse %s with 404", async (_case, nameOf) => {
    const owner = await subscribedUser();
    const other = await subscribedUser();
    const { id } = await insertDocument(other.id, sampleResumeFile);
    const res = await upgradeToDocRoom(nameOf(owner.id, id), { Cookie: owner.cookie });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(DOC_DELETED_CLOSE.reason);
  });

  it("should refuse the owner with 403 once the subscription has failed", async () => {
    const { owner, name } = await ownerWithDocument();
    await env.DB.prepare("UPDATE subscriptions SET status = 'failed' WHERE user_id = ?").bind(owner.id).run();
    const res = await upgradeToDocRoom(name, { Cookie: owner.cookie });
    expect(res.status).toBe(403);
  });
});

describe("DocRoom editing", () => {
  it("should give the owner's editor the document from R2 through the Yjs sync", async () => {
    const { owner, document } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    expect(editor.content()).toEqual(sampleResume);
  });

  it("should write an edit to R2 (JSON and DOCX) and D1 once the edits pause, and tell every tab", async () => {
    const { owner, document } = await ownerWithDocument();
    const before = await versionOf(document.id);
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    const watcher = await openEditor(owner.cookie, owner.id, document.id);
    writeDocToYjs(edited, editor.fragment);

    const saved = await editor.savedAt(1);
    expect(await watcher.savedAt(1)).toEqual(saved);
    const after = await versionOf(document.id);
    expect(saved).toEqual({ type: "saved", version: before.version + 1, updated_at: after.updated_at });
    expect(after.version).toBe(before.version + 1);
    expect(after.preview).toBe("# Layla Haddad\n# Projects\n• Routing model for Acme");

    const json = await (await env.FILES.get(document.jsonKey))!.json();
    expect(json).toEqual({ title: sampleResumeFile.title, language: "en", content: edited });
    const docx = new Uint8Array(await (await env.FILES.get(document.docxKey))!.arrayBuffer());
    const { value: html } = await mammoth.convertToHtml({ buffer: docx as Buffer });
    expect(html).toBe("<h1>Layla Haddad</h1><h2>Projects</h2><ul><li><strong>Routing model for </strong>Acme</li></ul>");
  });

  it("should write at once on flush(), and not again when nothing changed", async () => {
    const { owner, document, name } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    const room = await getServerByName(env.DocRoom, name);
    expect(await room.flush()).toBe(1); // nothing edited yet: the version stays

    writeDocToYjs(edited, editor.fragment);
    await editor.shows(edited); // (the editor itself)
    // The update reaches the room before the flush call does: wait until the room has it.
    await expect.poll(() => runInDurableObject(room, (r: DocRoom) => JSON.stringify(r.document.getXmlFragment("default").toJSON()).includes("Projects")), { timeout: 5_000 }).toBe(true);
    const started = Date.now();
    expect(await room.flush()).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_500); // not the idle wait
    expect((await (await env.FILES.get(document.jsonKey))!.json<{ content: unknown }>()).content).toEqual(edited);
    expect(await room.flush()).toBe(2);
  });

  it("should bring two editors to the same document when both type at once", async () => {
    const { owner, document } = await ownerWithDocument();
    const a = await openEditor(owner.cookie, owner.id, document.id);
    const b = await openEditor(owner.cookie, owner.id, document.id);
    const insertParagraph = (fragment: Y.XmlFragment, text: string) => {
      const paragraph = new Y.XmlElement("paragraph");
      paragraph.insert(0, [new Y.XmlText(text)]);
      fragment.insert(fragment.length, [paragraph]);
    };
    for (let i = 0; i < 5; i++) {
      insertParagraph(a.fragment, `from A ${i}`);
      insertParagraph(b.fragment, `from B ${i}`);
    }
    await vi.waitFor(
      () => {
        expect(a.content()).toEqual(b.content());
        const text = JSON.stringify(a.content());
        for (let i = 0; i < 5; i++) {
          expect(text).toContain(`from A ${i}`);
          expect(text).toContain(`from B ${i}`);
        }
      },
      { timeout: 5_000, interval: 10 },
    );
    expect(a.content().content.slice(0, sampleResume.content.length)).toEqual(sampleResume.content);
  });

  it("should keep the edits in its storage and not seed twice when it starts again", async () => {
    const { owner, document, name } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    writeDocToYjs(edited, editor.fragment);
    await editor.savedAt(1);
    const stub = await getServerByName(env.DocRoom, name);
    const state = await runInDurableObject(stub, (_room: DocRoom, ctx) => ctx.storage.sql.exec<{ unsaved: number }>("SELECT unsaved FROM ydoc").toArray());
    expect(state).toEqual([{ unsaved: 0 }]);
  });

  it("should close an editor that sends a frame over the size limit, changing nothing", async () => {
    const { owner, document, name } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    const other = await openEditor(owner.cookie, owner.id, document.id);
    editor.socket.send(new Uint8Array(DOC_MAX_FRAME_BYTES + 1));
    expect((await editor.closed).code).toBe(1009);
    const room = await getServerByName(env.DocRoom, name);
    expect(await room.flush()).toBe(1);
    expect(other.content()).toEqual(sampleResume);
  });

  it("should close every editor and forget the Yjs state on destroy()", async () => {
    const { owner, document, name } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    const room = await getServerByName(env.DocRoom, name);
    await room.destroy();
    expect(await editor.closed).toEqual({ code: DOC_DELETED_CLOSE.code, reason: DOC_DELETED_CLOSE.reason });
    const tables = await runInDurableObject(room, (_room: DocRoom, ctx) => ctx.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'ydoc'").toArray());
    expect(tables).toEqual([]);
  });
});

describe("DocRoom sockets follow the auth session", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should close the editor of the session that signed out, and only that one", async () => {
    const { owner, document } = await ownerWithDocument();
    const phone = await logInAs(owner.email);
    const laptopEditor = await openEditor(owner.cookie, owner.id, document.id);
    const phoneEditor = await openEditor(phone, owner.id, document.id);

    expect((await call("/api/auth/logout", { method: "POST", headers: { Cookie: owner.cookie } })).status).toBe(200);
    const { code, reason } = ROOM_CLOSE.signedOut;
    expect(await laptopEditor.closed).toEqual({ code, reason });
    // The phone still edits.
    writeDocToYjs(edited, phoneEditor.fragment);
    expect(await phoneEditor.savedAt(1)).toMatchObject({ version: 2 });
  });

  it("should not apply an edit once the auth session has expired, and close the editor", async () => {
    const { owner, document, name } = await ownerWithDocument();
    const editor = await openEditor(owner.cookie, owner.id, document.id);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), owner.id).run();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + SESSION_RECHECK_MS + 1000);

    writeDocToYjs(edited, editor.fragment);
    const { code, reason } = ROOM_CLOSE.sessionEnded;
    expect(await editor.closed).toEqual({ code, reason });
    vi.useRealTimers();
    const room = await getServerByName(env.DocRoom, name);
    expect(await room.flush()).toBe(1);
    expect((await (await env.FILES.get(document.jsonKey))!.json<{ content: unknown }>()).content).toEqual(sampleResume);
  });
});
