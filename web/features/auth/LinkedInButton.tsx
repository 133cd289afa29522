import { Button, Spinner } from "@radix-ui/themes";
import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n/I18n";
import { fetchPublicConfig } from "../site/api";
import { LINKEDIN_START_URL } from "./api";
import { LinkedInMark } from "./icons";

/**
 * "Sign in with LinkedIn". When the deployment has no LinkedIn client (GET /api/config →
 * linkedinConfigured false) the button looks disabled and, on hover, focus or click, says so in
 * plain text under it.
 */
export function LinkedInButton() {
  const t = useT("auth");
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [explain, setExplain] = useState(false);
  const noteId = `li${useId().replace(/:/g, "")}`;

  useEffect(() => {
    let live = true;
    fetchPublicConfig()
      .then((c) => live && setConfigured(c.linkedinConfigured === true))
      .catch(() => live && setConfigured(false));
    return () => {
      live = false;
    };
  }, []);

  if (configured) {
    return (
      <div className="auth-linkedin">
        <Button asChild size="3" variant="outline" color="gray" highContrast className="auth-linkedin__button">
          <a href={LINKEDIN_START_URL}>
            <LinkedInMark /> {t("linkedin.signIn")}
          </a>
        </Button>
      </div>
    );
  }

  const show = () => configured === false && setExplain(true);
  return (
    <div className="auth-linkedin">
      <Button
        type="button"
        size="3"
        variant="outline"
        color="gray"
        highContrast
        className="auth-linkedin__button"
        aria-disabled="true"
        aria-describedby={noteId}
        onClick={show}
        onMouseEnter={show}
        onFocus={show}
      >
        {configured === null ? <Spinner /> : <LinkedInMark />} {t("linkedin.signIn")}
      </Button>
      <p id={noteId} className="auth-linkedin__note" aria-live="polite">
        {explain ? t("linkedin.notConfigured") : ""}
      </p>
    </div>
  );
}
