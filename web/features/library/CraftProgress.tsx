import { Spinner, Text, VisuallyHidden } from "@radix-ui/themes";
import { Check, Circle, CircleCheck } from "lucide-react";
import { CRAFT_STEPS, type CraftKindName } from "../../../core/schemas/library";
import { useT } from "../../i18n/I18n";

export type StepStatus = "waiting" | "working" | "done";

/** The five steps, each as the server's events last said (waiting until its `started`). */
/** `finished`: the new document's title, once the server has sent it. */
export function CraftProgress({ steps, kind, source, finished }: { steps: StepStatus[]; kind: CraftKindName; source: "link" | "description"; finished?: string }) {
  const t = useT("library");
  const label = (step: (typeof CRAFT_STEPS)[number]) => {
    switch (step) {
      case "skills":
        return t("progress.skills");
      case "background":
        return t("progress.background");
      case "job_post":
        return source === "link" ? t("progress.jobLink") : t("progress.jobDescription");
      case "company":
        return t("progress.company");
      case "writing":
        return kind === "resume" ? t("progress.writingResume") : t("progress.writingLetter");
    }
  };
  const stateText = { waiting: t("progress.waiting"), working: t("progress.working"), done: t("progress.done") };
  return (
    <div className="craft-progress" aria-busy={finished === undefined}>
      <ol className="craft-steps" aria-label={t("progress.label")}>
        {CRAFT_STEPS.map((step, i) => {
          const status = steps[i] ?? "waiting";
          return (
            <li key={step} className="craft-step" data-step={step} data-status={status}>
              <span className="craft-step__mark" aria-hidden="true">
                {status === "done" ? <Check size={16} strokeWidth={3} /> : status === "working" ? <Spinner size="2" /> : <Circle size={14} />}
              </span>
              <Text size="2" weight={status === "working" ? "bold" : "regular"} className="craft-step__label">
                {label(step)}
              </Text>
              <VisuallyHidden>{stateText[status]}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      {finished === undefined ? (
        <Text as="p" size="2" color="gray" role="status">
          {t("progress.time")}
        </Text>
      ) : (
        <Text as="p" size="2" weight="bold" color="green" role="status" className="craft-progress__done">
          <CircleCheck size={16} aria-hidden="true" />
          {kind === "resume" ? t("done.resume", { title: finished }) : t("done.letter", { title: finished })}
        </Text>
      )}
    </div>
  );
}
