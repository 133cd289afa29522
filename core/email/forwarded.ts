/**
 * A forwarded e-mail's original: Gmail ("---------- Forwarded message ---------"), Outlook
 * ("-----Original Message-----", or the "From: / Sent: / To: / Subject:" block after a rule) and
 * Apple Mail ("Begin forwarded message:") put the original's headers in the body. The tracker
 * classifies and files the original (its sender, subject and text), not the forward.
 */

export interface ForwardedOriginal {
  /** The original From ("Acme Careers <jobs@acme.com>"). */
  from: string;
  subject: string;
  /** The original Date line as written (a display date, not always parseable). */
  date: string;
  /** The original message's text (what follows its header block). */
  body: string;
}

const MARKERS = [/^-{5,}\s*Forwarded message\s*-{5,}\s*$/im, /^-{3,}\s*Original Message\s*-{3,}\s*$/im, /^Begin forwarded message:\s*$/im, /^_{10,}\s*$/m];

/** Header names of the forwarded block, English and Arabic (Gmail and Outlook in Arabic). */
const HEADER = /^\s*\**(From|Sent|Date|To|Cc|Subject|من|التاريخ|تاريخ الإرسال|إلى|نسخة|الموضوع)\**\s*:\s*\**\s*(.*)$/;
const KEYS: Record<string, "from" | "date" | "subject" | "other"> = {
  From: "from",
  من: "from",
  Sent: "date",
  Date: "date",
  التاريخ: "date",
  "تاريخ الإرسال": "date",
  Subject: "subject",
  الموضوع: "subject",
};

/** The original message inside a forward, or null when the text is not a forward (or its block has no From). */
export function unwrapForwarded(text: string): ForwardedOriginal | null {
  const normalized = text.replace(/\r\n?/g, "\n");
  for (const marker of MARKERS) {
    const match = marker.exec(normalized);
    if (!match) continue;
    const lines = normalized.slice(match.index + match[0].length).split("\n");
    let at = 0;
    while (at < lines.length && lines[at]!.trim() === "") at++;
    const found: { from: string; date: string; subject: string } = { from: "", date: "", subject: "" };
    let headers = 0;
    for (; at < lines.length; at++) {
      const line = lines[at]!.replace(/^>\s?/, "");
      const header = HEADER.exec(line);
      if (!header) break;
      const key = KEYS[header[1]!] ?? "other";
      if (key !== "other") found[key] = header[2]!.replace(/\*+$/, "").trim();
      headers++;
    }
    if (headers === 0 || !found.from) continue;
    const body = lines
      .slice(at)
      .map((line) => line.replace(/^>\s?/, ""))
      .join("\n")
      .trim();
    return { ...found, body };
  }
  return null;
}

/** The address in a From line ("Acme <jobs@acme.com>" → "jobs@acme.com"), lower-cased; "" when there is none. */
export function addressOf(from: string): string {
  const bracketed = /<\s*([^<>\s]+@[^<>\s]+)\s*>/.exec(from)?.[1];
  const bare = bracketed ?? /([^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+)/.exec(from)?.[1];
  return (bare ?? "").replace(/^mailto:/i, "").toLowerCase();
}
