import type { Placement } from '@floating-ui/react';
import { localeNameIds, type Locale } from '../i18n/locales';
import { useKitMessages } from '../i18n/useKitMessages';
import { ChevronDownIcon, GlobeIcon } from '../icons';
import { Menu } from '../Menu/Menu';
import { LanguageItems } from './LanguageItems';
import { CurrentLanguage, TriggerIcon } from './LocaleSwitcher.styles';

export interface LocaleSwitcherProps {
  /** The current language: shown on the button and checked in the list. */
  locale: Locale;
  /** Called with the chosen language; the switcher itself stores and loads nothing. */
  onLocaleChange: (locale: Locale) => void;
  /** Where the list opens beside the button. Default `bottom-end`. */
  placement?: Placement;
  /** Class of the button, so a host can restyle it. */
  className?: string;
}

/**
 * The language list as a standalone menu button, for pages without a sidebar (the login
 * page). The button reads "Language: Dansk" and shows the current language's own name.
 */
export function LocaleSwitcher({
  locale,
  onLocaleChange,
  placement = 'bottom-end',
  className,
}: LocaleSwitcherProps) {
  const t = useKitMessages();
  const languageName = t(localeNameIds[locale]);
  return (
    <Menu
      label={t('ui.account.languageCurrent', { language: languageName })}
      placement={placement}
      className={className}
      triggerContent={
        <>
          <TriggerIcon aria-hidden="true">
            <GlobeIcon />
          </TriggerIcon>
          <CurrentLanguage lang={locale}>{languageName}</CurrentLanguage>
          <TriggerIcon aria-hidden="true">
            <ChevronDownIcon />
          </TriggerIcon>
        </>
      }
    >
      <LanguageItems locale={locale} onLocaleChange={onLocaleChange} />
    </Menu>
  );
}
