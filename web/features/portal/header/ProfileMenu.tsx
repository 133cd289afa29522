import { DropdownMenu } from "@radix-ui/themes";
import { KeyRound } from "lucide-react";
import { useId } from "react";
import { DIGIT_STYLES, isDigitStyle, isLocale, LOCALE_NAMES } from "../../../../core/i18n/locales";
import { switchLanguage } from "../../../i18n/account-language";
import { APP_LOCALES } from "../../../i18n/choice";
import { useLocale, useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { UserAvatar } from "../UserAvatar";
import type { UserInfo } from "../types";

/**
 * The profile picture in the header, opening a menu: Change Password, the interface language
 * and, in Arabic, the digit style. A new language or digit style is saved to the account and
 * the app reloads in it. Radix's menu closes on an outside click and on Escape, and handles
 * focus and arrow keys (the choices are radio items: Enter or Space picks one).
 */
export function ProfileMenu({ user }: { user: UserInfo }) {
  const t = useT("portal");
  const { locale, digits } = useLocale();
  const languageId = useId();
  const digitsId = useId();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <button type="button" className="portal-header__avatar-button" aria-label={t("menu.open")}>
          <UserAvatar name={user.fullname} imageUrl={user.image_url} size="3" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className="portal-header__menu">
        <DropdownMenu.Item asChild>
          <AppLink to="/portal/change-password">
            <KeyRound size={16} aria-hidden="true" />
            {t("menu.changePassword")}
          </AppLink>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label id={languageId}>{t("menu.language")}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          aria-labelledby={languageId}
          value={locale}
          onValueChange={(value) => {
            if (isLocale(value) && value !== locale) void switchLanguage({ locale: value });
          }}
        >
          {APP_LOCALES.map((option) => (
            <DropdownMenu.RadioItem key={option} value={option} lang={option}>
              {LOCALE_NAMES[option]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        {locale === "ar" && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label id={digitsId}>{t("menu.digits")}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              aria-labelledby={digitsId}
              value={digits}
              onValueChange={(value) => {
                if (isDigitStyle(value) && value !== digits) void switchLanguage({ digits: value });
              }}
            >
              {DIGIT_STYLES.map((option) => (
                <DropdownMenu.RadioItem key={option} value={option}>
                  {t(`menu.digits.${option}`)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
