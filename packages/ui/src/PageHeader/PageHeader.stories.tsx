import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import type { Locale } from '../i18n/locales';
import { messagesOf, sampleOf } from '../test-utils/storyMessages';
import { PageHeader, type BreadcrumbLinkProps } from './PageHeader';

const samples = {
  vehicle: {
    en: 'AB 12 345 · Toyota Proace',
    da: 'AB 12 345 · Toyota Proace',
    uk: 'AB 12 345 · Toyota Proace',
    de: 'AB 12 345 · Toyota Proace',
    fr: 'AB 12 345 · Toyota Proace',
  },
  description: {
    en: 'Every vehicle of Nordlys Logistik ApS that is not sold.',
    da: 'Alle Nordlys Logistik ApS’ køretøjer, der ikke er solgt.',
    uk: 'Усі транспортні засоби Nordlys Logistik ApS, які не продано.',
    de: 'Alle nicht verkauften Fahrzeuge von Nordlys Logistik ApS.',
    fr: 'Tous les véhicules de Nordlys Logistik ApS qui ne sont pas vendus.',
  },
  meta: {
    en: 'Van · diesel · 48,210 km',
    da: 'Varebil · diesel · 48.210 km',
    uk: 'Фургон · дизель · 48 210 км',
    de: 'Transporter · Diesel · 48.210 km',
    fr: 'Fourgon · diesel · 48 210 km',
  },
  export: {
    en: 'Export CSV',
    da: 'Eksportér CSV',
    uk: 'Експорт CSV',
    de: 'CSV exportieren',
    fr: 'Exporter en CSV',
  },
  add: {
    en: 'Add vehicle',
    da: 'Tilføj køretøj',
    uk: 'Додати транспортний засіб',
    de: 'Fahrzeug hinzufügen',
    fr: 'Ajouter un véhicule',
  },
  long: {
    en: 'Annual safety inspection of the refrigerated trailer fleet at the Aarhus, Aalborg and Odense depots before the winter season',
    da: 'Årligt sikkerhedseftersyn af kølevognsflåden på depoterne i Aarhus, Aalborg og Odense før vintersæsonen',
    uk: 'Щорічний огляд безпеки парку рефрижераторних причепів на депо в Орхусі, Ольборзі та Оденсе перед зимовим сезоном',
    de: 'Jährliche Sicherheits-Fahrzeugprüfungen der Kühlanhängerflotte an den Depots Aarhus, Aalborg und Odense vor der Wintersaison',
    fr: 'Inspections de sécurité annuelles de la flotte de remorques frigorifiques des dépôts d’Aarhus, d’Aalborg et d’Odense avant l’hiver',
  },
} satisfies Record<string, Record<Locale, string>>;

/** A router link stand-in: it renders the `<a>` and keeps the click from leaving the story. */
function StoryLink({ href, children, ...rest }: BreadcrumbLinkProps) {
  return (
    <a href={href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

const Narrow = styled.div`
  width: 320px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space[2]}px;
`;

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page: breadcrumbs (a navigation landmark; the last step is the current page), the title as the page’s only `<h1>`, optional meta and description, and the page’s actions, which wrap under the title when there is no room. Links come as `{ label, href }` with an optional `linkComponent`, as in the Sidebar.',
      },
    },
  },
  args: { title: '', onNavigate: fn() },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page: the title and a description. */
export const Default: Story = {
  render: (args, { globals }) => (
    <PageHeader
      {...args}
      title={messagesOf(globals)['ui.nav.vehicles']}
      description={sampleOf(globals, samples.description)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      messagesOf(globals)['ui.nav.vehicles'],
    );
    await expect(canvas.getByText(sampleOf(globals, samples.description))).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A vehicle's page: Vehicles › AB 12 345, the last step marked as the current page; links go through `linkComponent`. */
export const WithBreadcrumbs: Story = {
  render: (args, { globals }) => (
    <PageHeader
      {...args}
      title={sampleOf(globals, samples.vehicle)}
      meta={sampleOf(globals, samples.meta)}
      linkComponent={StoryLink}
      onNavigate={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        args.onNavigate?.(href, event);
      }}
      breadcrumbs={[
        { label: messagesOf(globals)['ui.nav.dashboard'], href: '/manager/dashboard' },
        { label: messagesOf(globals)['ui.nav.vehicles'], href: '/manager/vehicles' },
        { label: 'AB 12 345' },
      ]}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const m = messagesOf(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: m['ui.pageHeader.breadcrumbs'] });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      m['ui.nav.dashboard'],
      m['ui.nav.vehicles'],
    ]);
    await expect(links[1]).toHaveAttribute('href', '/manager/vehicles');
    await expect(links[1]).toHaveAttribute('data-router-link');
    await expect(within(nav).getByText('AB 12 345')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(links[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/manager/vehicles', expect.anything());
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleOf(globals, samples.vehicle) }),
    ).toBeVisible();
    await expect(canvas.getByText(sampleOf(globals, samples.meta))).toBeVisible();
  },
};

/** Actions at the end of the title row, in reading order after the title. */
export const WithActions: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <PageHeader
      {...args}
      title={messagesOf(globals)['ui.nav.vehicles']}
      description={sampleOf(globals, samples.description)}
      actions={
        <>
          <Button variant="secondary">{sampleOf(globals, samples.export)}</Button>
          <Button>{sampleOf(globals, samples.add)}</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const add = canvas.getByRole('button', { name: sampleOf(globals, samples.add) });
    await expect(canvas.getByRole('button', { name: sampleOf(globals, samples.export) })).toBeVisible();
    // Same row on a wide page: the actions sit to the right of the title.
    await expect(add.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().left + 200,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sampleOf(globals, samples.export) })).toHaveFocus();
  },
};

/** A long title in a 320 px column: it wraps, the actions move under it, nothing overflows. */
export const LongTitle: Story = {
  tags: ['text-length'],
  render: (args, { globals }) => (
    <Narrow data-testid="column">
      <PageHeader
        {...args}
        title={sampleOf(globals, samples.long)}
        breadcrumbs={[
          { label: messagesOf(globals)['ui.nav.inspections'], href: '/manager/inspections' },
          { label: '2026' },
        ]}
        actions={<Button>{sampleOf(globals, samples.add)}</Button>}
      />
    </Narrow>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByTestId('column');
    const heading = canvas.getByRole('heading', { level: 1, name: sampleOf(globals, samples.long) });
    const add = canvas.getByRole('button', { name: sampleOf(globals, samples.add) });
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(add.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};
