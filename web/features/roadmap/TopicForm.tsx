/**
 * The topic: what the user wants a roadmap to. Enter generates, Shift+Enter starts a new line;
 * the page holds the text, so nothing typed is lost when the server refuses or fails.
 */
import { Button, Spinner } from "@radix-ui/themes";
import { Sparkles } from "lucide-react";
import type { Ref } from "react";
import { ROADMAP_LIMITS } from "../../../core/schemas/roadmap";
import { useT } from "../../i18n/I18n";
import { FormAlert } from "../auth/fields";
import { TextAreaField } from "../career/parts";

interface TopicFormProps {
  topic: string;
  /** The topic's own problem, in the interface language. */
  error: string | null;
  /** A refusal about no one field (unknown topic, no subscription, the connection). */
  problem: string | null;
  generating: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  onChange: (topic: string) => void;
  onSubmit: () => void;
}

const EXAMPLES = ["form.example1", "form.example2"] as const;

export function TopicForm({ topic, error, problem, generating, inputRef, onChange, onSubmit }: TopicFormProps) {
  const t = useT("roadmap");
  return (
    <section className="rm-card rm-form" aria-label={t("form.topic")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!generating) onSubmit();
        }}
      >
        <div className="rm-form__row">
          <div className="rm-form__field">
            <TextAreaField
              ref={inputRef}
              label={t("form.topic")}
              name="topic"
              dir="auto"
              rows={2}
              maxLength={ROADMAP_LIMITS.topicChars}
              placeholder={t("form.placeholder")}
              value={topic}
              error={error}
              readOnly={generating}
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  if (!generating) onSubmit();
                }
              }}
              hint={
                <>
                  {t("form.hint")}{" "}
                  <span className="rm-examples">
                    {t("form.examples")}{" "}
                    {EXAMPLES.map((key, i) => (
                      <span key={key}>
                        <button type="button" className="rm-example" disabled={generating} onClick={() => onChange(t(key))}>
                          <bdi>{t(key)}</bdi>
                        </button>
                        {i < EXAMPLES.length - 1 ? " · " : null}
                      </span>
                    ))}
                  </span>
                </>
              }
            />
          </div>
          <Button type="submit" size="3" className="rm-generate" disabled={generating}>
            {generating ? <Spinner /> : <Sparkles size={16} aria-hidden="true" />}
            {generating ? t("form.generating") : t("form.generate")}
          </Button>
        </div>
        {problem && <FormAlert>{problem}</FormAlert>}
      </form>
    </section>
  );
}
