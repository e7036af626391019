// The examples of packages/ui/README.md, type-checked against the packed declarations by the
// consumer test's `tsc` (never bundled or run). Keep them in step with the README.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  AccountMenu,
  AppLayout,
  Avatar,
  Calendar,
  ConfirmDialog,
  darkTheme,
  DateField,
  EmptyState,
  filterText,
  FilteredInput,
  isAllowedChar,
  lightTheme,
  loadKitMessages,
  LocaleProvider,
  LocaleSwitcher,
  matchLocale,
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuSeparator,
  NavBadge,
  NotificationPanel,
  PageTitle,
  SearchHeader,
  Sidebar,
  SidebarAccount,
  SidebarVersion,
  Spinner,
  SpinnerGuard,
  SubscriptionPrompt,
  Tooltip,
  useInputFilter,
  useKitMessages,
  useSidebarExpanded,
  TasksIcon,
  VehicleIcon,
  visuallyHidden,
  VognparkThemeProvider,
  type GuardState,
  type Locale,
  type SidebarEntry,
  type NotificationItem,
  type SidebarLinkProps,
  type Theme,
} from '@vognpark/ui';
import kitDa from '@vognpark/ui/messages/da';
// README "Button and ButtonGroup", "Fields" and "ErrorSummary".
import {
  Button,
  ButtonGroup,
  ErrorSummary,
  Field,
  SearchField,
  Select,
  TextField,
  type ErrorSummaryItem,
} from '@vognpark/ui';

const noop = () => {};

export const brandTheme: Theme = {
  ...lightTheme,
  colors: { ...lightTheme.colors, primary: '#6b2fa3', primaryHover: '#56248a', sidebarBackground: '#2b1140' },
};

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
`;
export const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

export async function start(render: (node: ReactNode) => void) {
  const locale: Locale = matchLocale(navigator.languages) ?? 'en';
  const kitMessages = await loadKitMessages(locale);
  render(
    <VognparkThemeProvider theme={locale === 'da' ? darkTheme : brandTheme}>
      <LocaleProvider locale={locale} messages={{ ...kitMessages, ...{ 'app.title': 'Flåde' } }}>
        <LocaleProvider locale="da" messages={kitDa}>
          <span />
        </LocaleProvider>
      </LocaleProvider>
    </VognparkThemeProvider>,
  );
}

// The README uses react-router's Link here; a plain <a> stands in (its children come in `rest`).
function RouterLink({ href, ref, ...rest }: SidebarLinkProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={href} ref={ref} {...rest} />;
}

const t = (id: string) => id;
export const entries: SidebarEntry[] = [
  { id: 'vehicles', href: '/vehicles', label: t('nav.vehicles'), icon: VehicleIcon },
  {
    id: 'tasks',
    href: '/tasks',
    label: t('nav.tasks'),
    icon: TasksIcon,
    badge: { kind: 'warning', count: 3 },
  },
];

export function Examples({
  user,
  navigate,
}: {
  user: { contact: { name: string; surname: string } };
  navigate: (to: string) => void;
}) {
  const [locale, setLocale] = useState<Locale>('da');
  const [order, setOrder] = useState<'new' | 'old'>('new');
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<Date | null>(null);
  const [mileage, setMileage] = useState('');
  const [price, setPrice] = useState('');
  const t = useKitMessages();
  const { expanded, setExpanded, toggle } = useSidebarExpanded();
  const filter = useInputFilter('money', { value: price, onChange: setPrice });
  const state: GuardState = 'blocked';
  useEffect(() => {
    if (state === 'blocked') navigate('/login');
  }, [state, navigate]);
  const items: NotificationItem[] = [
    { id: '1', title: 'Inspection due', body: 'AB 12 345, Friday', time: new Date(), read: false },
  ];

  return (
    <>
      <Sidebar
        entries={entries}
        activeId="tasks"
        linkComponent={RouterLink}
        account={
          <SidebarAccount
            user={{
              contact: { name: 'Mette', surname: 'Sørensen' },
              email: 'mette@example.com',
              imageUrl: '/me.jpg',
            }}
            locale={locale}
            onLocaleChange={setLocale}
            onMyAccount={() => navigate('/account')}
            onSignOut={noop}
          />
        }
        version={<SidebarVersion version="1.4.2" hidden />}
        notifications={<NotificationPanel items={items} hidden />}
        expanded={expanded}
        onExpandedChange={setExpanded}
      />
      <button type="button" onClick={toggle}>
        {t('ui.badge.warnings', { count: 3 })}
      </button>
      <AccountMenu
        name="Mette Sørensen"
        triggerContent={<Avatar user={user} size="sm" decorative />}
        locale={locale}
        onLocaleChange={setLocale}
        onMyAccount={() => navigate('/account')}
        onSignOut={noop}
        placement="bottom-end"
      />
      <LocaleSwitcher locale={locale} onLocaleChange={setLocale} placement="bottom-end" />
      <Menu label="Sort">
        <MenuItemRadio label="Newest first" checked={order === 'new'} onSelect={() => setOrder('new')} />
        <MenuItemRadio label="Oldest first" checked={order === 'old'} onSelect={() => setOrder('old')} />
        <MenuSeparator />
        <Menu label="Export">
          <MenuItem label="CSV" onSelect={noop} />
          <MenuItem label="PDF" onSelect={noop} disabled />
        </Menu>
      </Menu>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        header="Delete vehicle?"
        message="AB 12 345 and its history will be deleted."
        acceptLabel="Delete"
        rejectLabel="Keep"
        onAccept={noop}
      />
      <SubscriptionPrompt open={false} onGetSubscription={() => navigate('/account')} onCancel={noop} />
      <Avatar
        user={{ contact: { name: 'Åse', surname: 'Ærø' }, email: 'ase@example.com' }}
        imageUrl="/files/7"
        size="lg"
      />
      <a href="/tasks">
        Tasks <NavBadge kind="warning" count={7} />
      </a>
      <a href="/compliance">
        Compliance <NavBadge kind="compliance" count={0} />
      </a>
      <Spinner label="Loading vehicles…" />
      <SpinnerGuard state={state}>
        <p>Admin page</p>
      </SpinnerGuard>
      <Tooltip content="Export as CSV" placement="right">
        <button type="button" aria-label="Export">
          E
        </button>
      </Tooltip>
      <AppLayout sidebar={null} header={null}>
        <PageTitle actions={<button type="button">New vehicle</button>}>Vehicles</PageTitle>
        <EmptyState action={<button type="button">Add the first vehicle</button>} />
      </AppLayout>
      <SearchHeader onSearch={(query) => navigate(`/search?q=${encodeURIComponent(query)}`)} />
      <NotificationPanel items={items} onItemClick={(item) => navigate(item.id)} />
      <Calendar value={day} onValueChange={setDay} min={new Date(2026, 0, 1)} locale="en-GB" />
      <DateField
        label="Inspection date"
        name="inspectionDate"
        value={day}
        onValueChange={setDay}
        dateStyle="long"
      />
      <FilteredInput label="Mileage" kind="pint" value={mileage} onValueChange={setMileage} />
      <input aria-label="Price" {...filter} />
      <output>{filterText('pint', 'a1b2') + String(isAllowedChar('hex', 'g'))}</output>
    </>
  );
}

export function FormExamples({ validate }: { validate: () => ErrorSummaryItem[] }) {
  const [saving] = useState(false);
  const [plate, setPlate] = useState('');
  const [fuel, setFuel] = useState('');
  const [, setQuery] = useState('');
  const [colour, setColour] = useState('#0b5cad');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const fuelOptions = [
    { value: 'diesel', label: 'Diesel' },
    { value: 'electric', label: 'Electric' },
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validate());
        setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary errors={errors} focusKey={attempt} />
      <TextField
        id="plate"
        label="Registration"
        description="As on the number plate, e.g. AB 12 345."
        required
        value={plate}
        onValueChange={setPlate}
        error={errors.find((e) => e.fieldId === 'plate')?.message}
      />
      <Select
        label="Fuel"
        placeholder="Choose a fuel"
        options={fuelOptions}
        value={fuel}
        onValueChange={setFuel}
      />
      <SearchField label="Search vehicles" labelHidden delay={250} onValueChange={setQuery} />
      <Field label="Colour" description="Shown on the vehicle's card.">
        {(control) => (
          <input type="color" {...control} value={colour} onChange={(e) => setColour(e.target.value)} />
        )}
      </Field>
      <ButtonGroup align="end">
        <Button variant="secondary" onClick={noop}>
          Cancel
        </Button>
        <Button type="submit" pending={saving} pendingLabel="Saving…">
          Save
        </Button>
      </ButtonGroup>
      <Button variant="ghost" size="sm" icon={TasksIcon} label="Open tasks" onClick={noop} />
    </form>
  );
}
