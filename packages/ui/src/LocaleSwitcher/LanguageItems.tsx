import { localeNameIds, supportedLocales, type Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import { MenuItemRadio } from '../Menu/Menu';

export interface LanguageItemsProps {
  /** The current language: its item has the check mark and aria-checked="true". */
  locale: Locale;
  /** Called with the chosen language. */
  onLocaleChange: (locale: Locale) => void;
}

/**
 * The five languages as radio items of a Menu, each named in its own language and marked
 * with its `lang`. Shared by AccountMenu (as its Language submenu) and LocaleSwitcher.
 */
export function LanguageItems({ locale, onLocaleChange }: LanguageItemsProps) {
  const t = useKitMessages();
  return (
    <>
      {supportedLocales.map((option) => (
        <MenuItemRadio
          key={option}
          label={t(localeNameIds[option])}
          lang={option}
          checked={option === locale}
          onSelect={() => onLocaleChange(option)}
        />
      ))}
    </>
  );
}
