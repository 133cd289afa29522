/**
 * Request bodies for the fuzz suite (worker/app.fuzz.test.ts), as fast-check arbitraries built
 * from an endpoint's plausible body: any JSON value; the right keys with wrong values (`true`,
 * `[]`, `{}`, `"1e3"`, `-1`, huge strings, unicode, lone surrogates); prototype keys such as
 * `__proto__`; truncated JSON; the right body under a wrong content type; raw bytes; and for form
 * endpoints random parts and files (junk, magic bytes followed by junk, the real resume cut short
 * or damaged, one over the size limit), broken multipart framing included.
 *
 * A case is a plain, printable plan (fast-check prints it when a property fails); `bodyOf` turns
 * it into what is sent.
 */
import fc from "fast-check";

export interface FilePlan {
  file: string;
  type: string;
  bytes: Uint8Array | "resume" | { resumeCutAt: number } | { resumeDamagedAt: number; junk: Uint8Array } | { zeros: number };
}
type PartValue = string | FilePlan;

export type BodyPlan =
  | { kind: "text"; what: string; text: string; contentType: string | null }
  | { kind: "bytes"; bytes: Uint8Array; contentType: string | null }
  | { kind: "multipart"; parts: [string, PartValue][] }
  | { kind: "urlencoded"; entries: [string, string][] };

const WRONG_VALUES: unknown[] = [
  true,
  false,
  null,
  [],
  {},
  "1e3",
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  " ",
  "0",
  "-1",
  "true",
  "null",
  "NaN",
  "__proto__",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "\u0000",
  "\ud800",
  "\u202egnp.exe",
  "😀".repeat(40),
  "مرحبا بك في أمل",
  [1, 2],
  [true],
  { $gt: "" },
  { toString: "x" },
];

/** A value of the wrong kind, or of the right kind but out of range. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...WRONG_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }).map((n) => "x".repeat(n)) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const printable = (maxLength: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${maxLength}}$`));

/** Content types an endpoint does not read (or reads only by name). */
const contentType = fc.oneof(
  fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=----fuzz",
    "application/json; charset=utf-16",
    "application/jsonx",
    "APPLICATION/JSON",
    "application/json;;",
    "application/xml",
    "*/*",
    "",
  ),
  printable(40),
);

const objectText = (entries: [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;

/** The test's own FormData refuses a part or file name that ends in a backslash: such names never leave the test. */
const sendable = (name: string) => name.replace(/\\+$/, "");

/** Keys that are not the endpoint's: prototype keys, look-alikes, anything. */
const strayKey = (keys: string[]) =>
  fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ...keys.map((k) => k.toUpperCase()), ...keys.map((k) => ` ${k}`)),
    fc.string({ maxLength: 20 }),
  );

/** The endpoint's own keys, some with wrong values, some left out, some stray keys added (as raw JSON text, so `__proto__` stays a key). */
function mutatedObject(sample: Record<string, unknown>, minReplaced = 1) {
  const keys = Object.keys(sample);
  return fc
    .record({
      replaced: fc.subarray(keys, { minLength: Math.min(minReplaced, keys.length) }),
      values: fc.array(wrongValue, { minLength: keys.length, maxLength: keys.length }),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      stray: fc.array(fc.tuple(strayKey(keys), wrongValue), { maxLength: 3 }),
    })
    .map(({ replaced, values, dropped, stray }) => {
      const entries: [string, unknown][] = keys
        .filter((key) => !dropped.includes(key) || replaced.includes(key))
        .map((key) => [key, replaced.includes(key) ? values[keys.indexOf(key)] : sample[key]]);
      return objectText([...entries, ...stray]);
    });
}

/** Bodies for a JSON endpoint whose plausible body is `sample`. */
export function jsonBodies(sample: Record<string, unknown>): fc.Arbitrary<BodyPlan> {
  const json = (what: string) => (text: string) => ({ kind: "text" as const, what, text, contentType: "application/json" });
  const mutated = mutatedObject(sample);
  return fc.oneof(
    { weight: 6, arbitrary: mutated.map(json("wrong values")) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => json("any JSON")(JSON.stringify(value) ?? "null")) },
    { weight: 2, arbitrary: fc.tuple(mutatedObject(sample, 0), fc.nat()).map(([text, at]) => json("truncated")(text.slice(0, at % Math.max(1, text.length)))) },
    { weight: 1, arbitrary: contentType.map((type) => ({ kind: "text" as const, what: "wrong content type", text: JSON.stringify(sample), contentType: type })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 1000 }).map((bytes) => ({ kind: "bytes" as const, bytes, contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.constantFrom("application/json", null).map((type) => ({ kind: "text" as const, what: "no body", text: "", contentType: type })) },
    { weight: 1, arbitrary: formBodies(stringFields(sample)) },
  );
}

const stringFields = (sample: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])) as Record<string, string>;

const concat = (head: number[] | string, tail: Uint8Array) => {
  const start = typeof head === "string" ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const out = new Uint8Array(start.length + tail.length);
  out.set(start);
  out.set(tail, start.length);
  return out;
};

/** A file part: any name and type; junk, magic bytes and junk, the real resume (whole, cut or damaged), or one over 5 MB. */
export const filePlan: fc.Arbitrary<FilePlan> = fc.record({
  file: fc.oneof(fc.constantFrom("resume.pdf", "photo.png", "photo.jpg", "../../etc/passwd", "", "a".repeat(300), "résumé مرحبا.pdf", "x.pdf\u0000.png"), fc.string({ maxLength: 40 }).map(sendable)),
  type: fc.oneof(fc.constantFrom("application/pdf", "image/png", "image/jpeg", "image/svg+xml", "text/plain", "", "application/octet-stream"), printable(30)),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 3000 }),
    fc.uint8Array({ maxLength: 2000 }).map((junk) => concat("%PDF-1.7\n", junk)),
    fc.uint8Array({ maxLength: 2000 }).map((junk) => concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], junk)),
    fc.uint8Array({ maxLength: 2000 }).map((junk) => concat([0xff, 0xd8, 0xff, 0xe0], junk)),
    fc.constant("resume" as const),
    fc.nat().map((at) => ({ resumeCutAt: at })),
    fc.record({ resumeDamagedAt: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
    fc.constant({ zeros: 5 * 1024 * 1024 + 1 }),
  ),
});

/**
 * Bodies for a form endpoint whose plausible text fields are `sample` (and `files`, its file
 * parts): multipart with wrong values, stray and missing parts and random files; urlencoded;
 * broken multipart framing; JSON and junk under other content types.
 */
export function formBodies(sample: Record<string, string>, files: string[] = []): fc.Arbitrary<BodyPlan> {
  const keys = Object.keys(sample);
  const partValue: fc.Arbitrary<PartValue> = fc.oneof(
    { weight: 4, arbitrary: wrongValue.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "null"))) },
    { weight: 1, arbitrary: filePlan },
  );
  const parts = fc
    .record({
      replaced: fc.subarray(keys),
      values: fc.array(partValue, { minLength: keys.length, maxLength: keys.length }),
      dropped: fc.subarray([...keys, ...files], { maxLength: Math.min(2, keys.length + files.length) }),
      files: fc.array(filePlan, { minLength: files.length, maxLength: files.length }),
      stray: fc.array(fc.tuple(strayKey(keys).map(sendable), partValue), { maxLength: 3 }),
    })
    .map(({ replaced, values, dropped, files: plans, stray }) => {
      const own: [string, PartValue][] = keys.map((key, i) => [key, replaced.includes(key) ? values[i]! : sample[key]!]);
      const withFiles: [string, PartValue][] = [...own, ...files.map((name, i): [string, PartValue] => [name, plans[i]!])];
      return [...withFiles.filter(([key]) => !dropped.includes(key)), ...stray];
    });
  const framing = fc.record({ cutAt: fc.nat(), boundary: fc.constantFrom("fuzzboundary", "other", "") }).map(({ cutAt, boundary }) => {
    const text = `${keys.map((key) => `--fuzzboundary\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${sample[key]}\r\n`).join("")}--fuzzboundary--\r\n`;
    return {
      kind: "text" as const,
      what: "broken multipart",
      text: text.slice(0, cutAt % (text.length + 1)),
      contentType: boundary ? `multipart/form-data; boundary=${boundary}` : "multipart/form-data",
    };
  });
  return fc.oneof(
    { weight: 6, arbitrary: parts.map((p) => ({ kind: "multipart" as const, parts: p })) },
    {
      weight: 2,
      arbitrary: parts.map((p) => ({
        kind: "urlencoded" as const,
        entries: p.map(([key, value]): [string, string] => [key, typeof value === "string" ? value : value.file]),
      })),
    },
    { weight: 2, arbitrary: framing },
    { weight: 1, arbitrary: fc.tuple(fc.jsonValue(), contentType).map(([value, type]) => ({ kind: "text" as const, what: "JSON or junk", text: JSON.stringify(value) ?? "", contentType: type })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 1000 }).map((bytes) => ({ kind: "bytes" as const, bytes, contentType: "multipart/form-data; boundary=fuzzboundary" })) },
  );
}

function fileBytes(plan: FilePlan["bytes"], resume: Uint8Array): Uint8Array {
  if (plan === "resume") return resume;
  if (plan instanceof Uint8Array) return plan;
  if ("zeros" in plan) return new Uint8Array(plan.zeros);
  if ("resumeCutAt" in plan) return resume.slice(0, plan.resumeCutAt % resume.length);
  const damaged = resume.slice();
  damaged.set(plan.junk.slice(0, damaged.length), plan.resumeDamagedAt % Math.max(1, damaged.length - plan.junk.length));
  return damaged;
}

/** What a plan sends: the body and, when the plan sets it, the Content-Type. */
export function bodyOf(plan: BodyPlan, resume: Uint8Array): { body: BodyInit | null; contentType: string | null } {
  switch (plan.kind) {
    case "text":
      return { body: plan.text || null, contentType: plan.contentType };
    case "bytes":
      return { body: plan.bytes as Uint8Array<ArrayBuffer>, contentType: plan.contentType };
    case "urlencoded":
      return { body: new URLSearchParams(plan.entries), contentType: null };
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of plan.parts) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, new File([fileBytes(value.bytes, resume) as Uint8Array<ArrayBuffer>], value.file, { type: value.type }));
      }
      return { body: form, contentType: null };
    }
  }
}
