/**
 * The generator form: the kind of message, who it is for, the company's industry, what the user
 * wants and the message's language. It only shows and reports what is typed; the page holds the
 * values, so nothing typed is lost when the server refuses or fails.
 */
import { Button, Heading, RadioCards, SegmentedControl, Spinner, Text } from "@radix-ui/themes";
import { Mail, Sparkles } from "lucide-react";
import { NETWORKING_LIMITS, type NetworkingLanguage, type NetworkingType } from "../../../core/schemas/networking";
import { useT } from "../../i18n/I18n";
import { FormAlert, TextInput } from "../auth/fields";
import { LinkedInMark } from "../auth/icons";
import { TextAreaField } from "../career/parts";
import { IndustryPicker } from "./IndustryPicker";
import type { FormField, FormValues } from "./networking-state";

interface GeneratorFormProps {
  form: FormValues;
  /** Each field's message, already in the interface language. */
  errors: Partial<Record<FormField, string>>;
  /** A refusal that is about no one field (no subscription, the writer failed). */
  problem: string | null;
  writing: boolean;
  onEdit: <F extends FormField>(field: F, value: FormValues[F]) => void;
  onSubmit: () => void;
}

const EXAMPLES = ["example.call", "example.referral", "example.advice"] as const;

export function GeneratorForm({ form, errors, problem, writing, onEdit, onSubmit }: GeneratorFormProps) {
  const t = useT("networking");
  const text = (field: "job_title" | "company_name" | "addressee_name") => ({
    value: form[field],
    error: errors[field] ?? null,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onEdit(field, e.target.value),
    dir: "auto" as const,
  });
  return (
    <section className="net-card net-form" aria-labelledby="net-form-title">
      <Heading as="h2" size="4" id="net-form-title" className="net-card__title">
        {t("form.title")}
      </Heading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!writing) onSubmit();
        }}
      >
        <fieldset className="net-fieldset" disabled={writing}>
          <div className="auth-field">
            <span className="auth-field__label" id="net-type-label">
              {t("form.type")}
            </span>
            <RadioCards.Root
              aria-labelledby="net-type-label"
              value={form.type}
              onValueChange={(v) => onEdit("type", v as NetworkingType)}
              columns={{ initial: "1", xs: "2" }}
              gap="2"
              size="1"
              className="net-type"
            >
              <RadioCards.Item value="linkedin">
                <span className="net-type__item">
                  <LinkedInMark size={18} />
                  <span>
                    <Text as="span" weight="medium" size="2">
                      {t("type.linkedin")}
                    </Text>
                    <Text as="span" size="1" color="gray" className="net-type__hint">
                      {t("typeHint.linkedin")}
                    </Text>
                  </span>
                </span>
              </RadioCards.Item>
              <RadioCards.Item value="email">
                <span className="net-type__item">
                  <Mail size={18} aria-hidden="true" />
                  <span>
                    <Text as="span" weight="medium" size="2">
                      {t("type.email")}
                    </Text>
                    <Text as="span" size="1" color="gray" className="net-type__hint">
                      {t("typeHint.email")}
                    </Text>
                  </span>
                </span>
              </RadioCards.Item>
            </RadioCards.Root>
          </div>

          <div className="net-grid">
            <TextInput label={t("form.jobTitle")} placeholder={t("form.jobTitlePlaceholder")} maxLength={NETWORKING_LIMITS.jobTitle} name="job_title" {...text("job_title")} />
            <TextInput label={t("form.company")} placeholder={t("form.companyPlaceholder")} maxLength={NETWORKING_LIMITS.companyName} name="company_name" autoComplete="organization" {...text("company_name")} />
            <TextInput label={t("form.addressee")} placeholder={t("form.addresseePlaceholder")} maxLength={NETWORKING_LIMITS.addresseeName} name="addressee_name" autoComplete="off" {...text("addressee_name")} />
            <IndustryPicker value={form.industry} error={errors.industry ?? null} disabled={writing} onChange={(industry) => onEdit("industry", industry)} />
          </div>

          <TextAreaField
            label={t("form.target")}
            name="target_message"
            dir="auto"
            rows={3}
            maxLength={NETWORKING_LIMITS.targetMessage}
            value={form.target_message}
            error={errors.target_message ?? null}
            onChange={(e) => onEdit("target_message", e.target.value)}
            hint={
              <>
                {t("form.targetHint")}{" "}
                <span className="net-examples">
                  {t("form.examples")}{" "}
                  {EXAMPLES.map((key, i) => (
                    <span key={key}>
                      <button type="button" className="net-example" onClick={() => onEdit("target_message", t(key))}>
                        {t(key)}
                      </button>
                      {i < EXAMPLES.length - 1 ? " · " : null}
                    </span>
                  ))}
                </span>
              </>
            }
          />

          <div className="net-form__foot">
            <div className="auth-field net-language">
              <span className="auth-field__label" id="net-language-label">
                {t("form.language")}
              </span>
              <SegmentedControl.Root aria-labelledby="net-language-label" value={form.language} onValueChange={(v) => onEdit("language", v as NetworkingLanguage)} size="2">
                <SegmentedControl.Item value="en">
                  <span lang="en">{t("language.en")}</span>
                </SegmentedControl.Item>
                <SegmentedControl.Item value="ar">
                  <span lang="ar">{t("language.ar")}</span>
                </SegmentedControl.Item>
              </SegmentedControl.Root>
            </div>
            <Button type="submit" size="3" className="net-generate" disabled={writing}>
              {writing ? <Spinner /> : <Sparkles size={16} aria-hidden="true" />}
              {writing ? t("form.generating") : t("form.generate")}
            </Button>
          </div>
          {errors.language && (
            <Text as="p" size="2" color="red" role="alert">
              {errors.language}
            </Text>
          )}
          {problem && <FormAlert>{problem}</FormAlert>}
        </fieldset>
      </form>
    </section>
  );
}
