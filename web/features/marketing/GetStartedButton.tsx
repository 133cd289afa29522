import { Button } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { clearSignupProgress } from "../../lib/storage";
import { Icon } from "./icons";

/** "Get Started Now": starts a fresh signup, clearing saved progress like the header's main button. */
export function GetStartedButton({ inverted = false }: { inverted?: boolean }) {
  return (
    <Button asChild size="4" className={inverted ? "button-inverted" : undefined}>
      <AppLink to="/signup" onClick={clearSignupProgress}>
        Get Started Now <Icon name="arrowRight" size={18} />
      </AppLink>
    </Button>
  );
}
