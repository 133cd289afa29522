/**
 * Turns a React Email template into the two parts of a multipart e-mail: the HTML (static
 * markup behind an XHTML doctype, as mail clients expect) and the plain-text part derived from
 * it, so both always say the same thing.
 */
import { convert } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server.edge";

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export interface RenderedMail {
  html: string;
  text: string;
}

export function renderMail(element: ReactElement): RenderedMail {
  const html = DOCTYPE + renderToStaticMarkup(element);
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      // The preview line is for the inbox list only; images say nothing in plain text.
      { selector: "[data-skip-in-text=true]", format: "skip" },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
    ],
  }).trim();
  return { html, text };
}

/** What a template gives a sender: the subject and both parts (the caller adds `to` and any headers). */
export interface MailContent extends RenderedMail {
  subject: string;
}

export function composeMail(subject: string, element: ReactElement): MailContent {
  return { subject, ...renderMail(element) };
}
