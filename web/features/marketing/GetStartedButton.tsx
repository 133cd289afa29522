import { Button } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { Icon } from "./icons";

/** "Get Started Now": starts a fresh signup, clearing saved progress like the header's main button. */
export function GetStartedButton({ inverted = false }: { inverted?: boolean }) {
  const t = useT("site");
  return (
    <Button asChild size="4" className={inverted ? "button-inverted" : undefined}>
      <AppLink to="/signup" freshSignup>
        {t("nav.getStarted")}{" "}
        <span className="flip-rtl">
          <Icon name="arrowRight" size={18} />
        </span>
      </AppLink>
    </Button>
  );
}
