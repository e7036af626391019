import { LocaleProvider, Spinner, VognparkThemeProvider } from '@vognpark/ui';

/** Placeholder until the routes land: the kit's themed spinner, proving the chain. */
export function App() {
  return (
    <VognparkThemeProvider>
      <LocaleProvider locale="en">
        <main>
          <Spinner />
        </main>
      </LocaleProvider>
    </VognparkThemeProvider>
  );
}
