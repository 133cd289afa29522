import { LOCALE_NAMES, localizedPath, type Locale } from "../../../core/i18n/locales";
import { APP_LOCALES, rememberLocale } from "../../i18n/choice";
import { useLocale, useT } from "../../i18n/I18n";
import { useIsSpa } from "../../lib/nav";
import { hasArabicPage } from "../../../core/content/crawl";

/**
 * Switches the interface between English and العربية. On the public site it is a plain link to
 * the same page in the other language (works without JavaScript); in the app it reloads in the
 * other language. Either way the choice is remembered on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT("site");
  const { locale, path } = useLocale();
  const isSpa = useIsSpa();
  const other: Locale = locale === "ar" ? "en" : "ar";
  // In the app the switch appears once its screens speak both languages.
  if (isSpa && !APP_LOCALES.includes(other)) return null;
  const name = LOCALE_NAMES[other];
  // The same page in the other language where it exists, else the other language's home.
  const href = isSpa ? "#" : localizedPath(path && hasArabicPage(path) ? path : "/", other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      aria-label={t("language.switchTo", { language: name })}
      data-remember-locale={other}
      onClick={(e) => {
        rememberLocale(other);
        if (isSpa) {
          // In the app the choice is an account setting too (its own chunk: public pages never load it).
          e.preventDefault();
          void import("../../i18n/account-language").then(({ switchLanguage }) => switchLanguage({ locale: other }));
        }
      }}
    >
      {name}
    </a>
  );
}
