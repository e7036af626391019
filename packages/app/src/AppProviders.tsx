import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@vognpark/ui';
import { useEffect, type ReactNode } from 'react';
import { TRPCProvider } from './data/trpc';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { LoadedMessages } from './i18n/loadMessages';
import type { MessageCatalog } from './i18n/messageCatalog';
import { RuntimeContext, type Runtime } from './runtime';
import { AppThemeProvider } from './shell/colorScheme';
import { ShellStartContext, type ShellStart } from './shell/sidebarStart';

export interface AppProvidersProps {
  runtime: Runtime;
  /** Every message (the server, tests), or the browser's catalog of the page's language. */
  messages: LoadedMessages | MessageCatalog;
  /** What the server rendered, when hydrating its HTML (docs/decisions/first-paint.md). */
  shellStart?: ShellStart;
  /**
   * Called once the first commit is done (when hydrating, the page is then React's). A hook here
   * rather than a component of its own beside the app: another component would change every
   * `useId` of the tree, and the hydrated ids would no longer be the served ones.
   */
  onMounted?: () => void;
  children: ReactNode;
}

const clientRendered: ShellStart = {};

/** The providers every screen needs: runtime, React Query, tRPC, theme, language and toasts. */
export function AppProviders({
  runtime,
  messages,
  shellStart = clientRendered,
  onMounted,
  children,
}: AppProvidersProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <TRPCProvider trpcClient={runtime.trpcClient} queryClient={runtime.queryClient}>
          <AppThemeProvider start={shellStart.colorScheme}>
            <LanguageProvider initial={messages}>
              {/* Toasts outlive the page that raised them (a save, then a navigation). */}
              <ToastProvider>
                <ShellStartContext.Provider value={shellStart}>{children}</ShellStartContext.Provider>
              </ToastProvider>
            </LanguageProvider>
          </AppThemeProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}
