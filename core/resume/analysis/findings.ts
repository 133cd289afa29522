/**
 * What a check finds, before it is put into words: a rule code, a severity, where it is (the
 * section as the resume names it, the line quoted) and the values its message needs. Rendering
 * turns findings into the report's items in the reader's language, from the `report` catalogue.
 */
import en from "../../i18n/messages/report.en.ts";
import ar from "../../i18n/messages/report.ar.ts";
import { createTranslator, type Translator } from "../../i18n/translate.ts";
import type { ReportItem, ReportSeverity } from "../../schemas/career.ts";

type Key = keyof typeof en;
/** The rule codes: every message key that is not a name the messages insert ("section.skills"). */
export type ReportCode = Exclude<Key, `${string}.${string}`>;

/** A value for a message: text, a number, or another message of the catalogue (a section's name). */
export type Param = string | number | { key: Key };

export interface Finding {
  code: ReportCode;
  severity: ReportSeverity;
  section: string | null;
  line: string | null;
  params?: Record<string, Param>;
}

const SEVERITY_ORDER: Record<ReportSeverity, number> = { high: 0, medium: 1, low: 2 };

export function reportTranslator(locale: "en" | "ar"): Translator<typeof en> {
  return createTranslator<typeof en>(locale, locale === "ar" ? ar : en);
}

/** The findings as report items, most severe first (the order of the checks kept within a severity). */
export function renderFindings(findings: Finding[], t: Translator<typeof en>): ReportItem[] {
  return findings
    .map((f, index) => ({ f, index }))
    .sort((a, b) => SEVERITY_ORDER[a.f.severity] - SEVERITY_ORDER[b.f.severity] || a.index - b.index)
    .map(({ f }) => {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(f.params ?? {})) params[name] = typeof value === "object" ? t(value.key) : value;
      return { code: f.code, severity: f.severity, section: f.section ?? null, line: f.line ?? null, text: t(f.code, params) };
    });
}
