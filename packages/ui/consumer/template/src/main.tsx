/**
 * A throwaway host app of the consumer test: it uses @vognpark/ui exactly as another product
 * would, from the packed tarball, with the Danish messages and the theme named in the URL
 * (`?theme=dark` for the dark token set).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Avatar,
  Button,
  darkTheme,
  FilteredInput,
  lightTheme,
  LocaleProvider,
  DashboardIcon,
  Sidebar,
  SidebarAccount,
  TasksIcon,
  TextField,
  VehicleIcon,
  VognparkThemeProvider,
  type Locale,
  type SidebarEntry,
} from '@vognpark/ui';
import da from '@vognpark/ui/messages/da';

const person = { contact: { name: 'Mette', surname: 'Sørensen' }, email: 'manager@example.com' };
/** The host's own menu: its links, its words, its counts. */
const entries: SidebarEntry[] = [
  { id: 'dashboard', href: '/dashboard', label: 'Overblik', icon: DashboardIcon },
  { id: 'vehicles', href: '/vehicles', label: 'Køretøjer', icon: VehicleIcon },
  { id: 'tasks', href: '/tasks', label: 'Opgaver', icon: TasksIcon, badge: { kind: 'warning', count: 3 } },
];
const theme = new URLSearchParams(window.location.search).get('theme') === 'dark' ? darkTheme : lightTheme;

function App() {
  const [locale, setLocale] = useState<Locale>('da');
  const [plate, setPlate] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const [registration, setRegistration] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <VognparkThemeProvider theme={theme}>
      <LocaleProvider locale="da" messages={{ ...da, 'host.plate': 'Antal køretøjer' }}>
        <div style={{ display: 'flex', minHeight: '100vh' }}>
          <Sidebar
            entries={entries}
            activeId="vehicles"
            account={
              <SidebarAccount
                user={person}
                locale={locale}
                onLocaleChange={setLocale}
                onSignOut={() => setSignedOut(true)}
              />
            }
          />
          <main id="main-content" tabIndex={-1} style={{ padding: 24 }}>
            <Avatar user={person} size="lg" />
            <FilteredInput label="Antal køretøjer" kind="pint" value={plate} onValueChange={setPlate} />
            <TextField
              label="Registreringsnummer"
              required
              value={registration}
              onValueChange={setRegistration}
            />
            <Button pending={saving} onClick={() => setSaving(true)}>
              Gem
            </Button>
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
