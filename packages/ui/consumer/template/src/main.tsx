/**
 * A throwaway host app of the consumer test: it uses @vognpark/ui exactly as another product
 * would, from the packed tarball, with the Danish messages and the theme named in the URL
 * (`?theme=dark` for the dark token set).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Avatar,
  darkTheme,
  FilteredInput,
  lightTheme,
  LocaleProvider,
  managerMenu,
  Sidebar,
  VognparkThemeProvider,
  type Locale,
} from '@vognpark/ui';
import da from '@vognpark/ui/messages/da';

const person = { contact: { name: 'Mette', surname: 'Sørensen' }, email: 'manager@example.com' };
const theme = new URLSearchParams(window.location.search).get('theme') === 'dark' ? darkTheme : lightTheme;

function App() {
  const [locale, setLocale] = useState<Locale>('da');
  const [plate, setPlate] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  return (
    <VognparkThemeProvider theme={theme}>
      <LocaleProvider locale="da" messages={{ ...da, 'host.plate': 'Antal køretøjer' }}>
        <div style={{ display: 'flex', minHeight: '100vh' }}>
          <Sidebar
            entries={managerMenu}
            currentPath="/manager/vehicles/42"
            user={person}
            locale={locale}
            badges={{ tasks: 3, inspections: 0, compliance: 0 }}
            onLocaleChange={setLocale}
            onSignOut={() => setSignedOut(true)}
          />
          <main id="main-content" tabIndex={-1} style={{ padding: 24 }}>
            <Avatar user={person} size="lg" />
            <FilteredInput label="Antal køretøjer" kind="pint" value={plate} onValueChange={setPlate} />
            <output data-testid="chosen-locale">{locale}</output>
            {signedOut && <p>signed out</p>}
          </main>
        </div>
      </LocaleProvider>
    </VognparkThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
