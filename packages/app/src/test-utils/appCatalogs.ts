import type { Locale } from '@vognpark/ui';
import kitDa from '@vognpark/ui/messages/da';
import kitDe from '@vognpark/ui/messages/de';
import kitEn from '@vognpark/ui/messages/en';
import kitFr from '@vognpark/ui/messages/fr';
import kitUk from '@vognpark/ui/messages/uk';
import { allAppMessages } from '../messages/all';

const { en, da, uk, de, fr } = allAppMessages;

/** The kit's and the app's messages of each language, merged as the app's LanguageProvider does. */
export const appCatalogs: Record<Locale, Record<string, string>> = {
  en: { ...kitEn, ...en },
  da: { ...kitDa, ...da },
  uk: { ...kitUk, ...uk },
  de: { ...kitDe, ...de },
  fr: { ...kitFr, ...fr },
};
