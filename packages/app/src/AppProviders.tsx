import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider, VognparkThemeProvider } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { TRPCProvider } from './data/trpc';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { LoadedMessages } from './i18n/loadMessages';
import type { MessageCatalog } from './i18n/messageCatalog';
import { RuntimeContext, type Runtime } from './runtime';
import { ShellStartContext, type ShellStart } from './shell/sidebarStart';

export interface AppProvidersProps {
  runtime: Runtime;
  /** Every message (the server, tests), or the browser's catalog of the page's language. */
  messages: LoadedMessages | MessageCatalog;
  /** What the server rendered, when hydrating its HTML (docs/decisions/first-paint.md). */
  shellStart?: ShellStart;
  children: ReactNode;
}

const clientRendered: ShellStart = {};

/** The providers every screen needs: runtime, React Query, tRPC, theme, language and toasts. */
export function AppProviders({
  runtime,
  messages,
  shellStart = clientRendered,
  children,
}: AppProvidersProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <TRPCProvider trpcClient={runtime.trpcClient} queryClient={runtime.queryClient}>
          <VognparkThemeProvider>
            <LanguageProvider initial={messages}>
              {/* Toasts outlive the page that raised them (a save, then a navigation). */}
              <ToastProvider>
                <ShellStartContext.Provider value={shellStart}>{children}</ShellStartContext.Provider>
              </ToastProvider>
            </LanguageProvider>
          </VognparkThemeProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}
