import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { useKitMessages } from '../i18n/useKitMessages';
import type { MessageId } from '../messages/en';
import { textOf } from '../test-utils/storyMessages';
import { NavBadge, type NavBadgeProps } from './NavBadge';

/** Formats a kit message the way the story's language does, for expectations. */
function messageIn(globals: Record<string, unknown>) {
  return (id: MessageId, values?: Record<string, number | string>) => textOf(globals, id, values);
}

const Entry = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 220px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebarBackground};
  color: ${({ theme }) => theme.colors.sidebarText};
  text-decoration: none;
`;

/** A sidebar-like entry, so the story shows the badge where it lives and checks the link's name. */
function EntryWithBadge(props: NavBadgeProps) {
  const t = useKitMessages();
  const label: MessageId = props.kind === 'compliance' ? 'ui.nav.compliance' : 'ui.nav.tasks';
  return (
    <Entry href="#entry">
      <span>{t(label)}</span>
      <NavBadge {...props} />
    </Entry>
  );
}

const meta = {
  title: 'Building blocks/NavBadge',
  component: NavBadge,
  tags: ['autodocs'],
  render: (args) => <EntryWithBadge {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The badge on a sidebar entry: a warning count above 0 (capped at "99+"); for compliance a check ' +
          'mark meaning "up to date" at 0; nothing while the count is unknown. The count or status is ' +
          'visually hidden text, so it becomes part of the accessible name of the link it sits in.',
      },
    },
  },
} satisfies Meta<typeof NavBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few warnings on the tasks entry. */
export const Warning: Story = {
  args: { kind: 'warning', count: 3 },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `${t('ui.nav.tasks')} ${t('ui.badge.warnings', { count: 3 })}`,
    });
    await expect(link.querySelector('[data-status="warnings"]')).toHaveTextContent('3');
  },
};

/** More than 99: the badge reads "99+", the accessible name tells the real count. */
export const ManyWarnings: Story = {
  tags: ['text-length'],
  args: { kind: 'warning', count: 1234 },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `${t('ui.nav.tasks')} ${t('ui.badge.warnings', { count: 1234 })}`,
    });
    await expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^99\+$/);
  },
};

/** Compliance with no warnings: a check mark meaning "up to date". */
export const ComplianceUpToDate: Story = {
  args: { kind: 'compliance', count: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `${t('ui.nav.compliance')} ${t('ui.badge.upToDate')}`,
    });
    await expect(link.querySelector('[data-status="upToDate"] svg')).toBeVisible();
  },
};

/** Compliance with warnings: a count, like the other entries. */
export const ComplianceWarnings: Story = {
  tags: ['text-length'],
  args: { kind: 'compliance', count: 1 },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `${t('ui.nav.compliance')} ${t('ui.badge.warnings', { count: 1 })}`,
    });
    await expect(link.querySelector('[data-status="warnings"]')).toHaveTextContent('1');
    await expect(link.querySelector('svg')).toBeNull();
  },
};

/** No warnings on a plain entry: no badge. */
export const NoWarnings: Story = {
  args: { kind: 'warning', count: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', { name: t('ui.nav.tasks') });
    await expect(link.querySelector('[data-status]')).toBeNull();
  },
};

/** The count is not known yet (still loading, or not a manager): no badge at all. */
export const Unknown: Story = {
  args: { kind: 'compliance', count: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const link = within(canvasElement).getByRole('link', { name: t('ui.nav.compliance') });
    await expect(link.querySelector('[data-status]')).toBeNull();
  },
};
