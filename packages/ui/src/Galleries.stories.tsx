import type { Meta, StoryObj } from '@storybook/react-vite';
import { galleryStory, loadStoryIndex, type FrameSize } from './gallery/Gallery.fixtures';

/** A whole window, a third of its size: the shell and the sidebar. */
const screen: FrameSize = { width: 1280, height: 800, scale: 0.33 };
/** Room for a component with its open menu, popover or dialog, at half size. */
const panel: FrameSize = { width: 720, height: 480, scale: 0.5 };
/** A small component, at full size. */
const small: FrameSize = { width: 360, height: 160, scale: 1 };

/**
 * One gallery per component: every story of it side by side, in the toolbar's language, for
 * designers to review a component's states at a glance. Each frame is the story's own page (its
 * play function has run, so menus and dialogs show open). Galleries only repeat the stories, so
 * they are left out of the test runs (`!test`) and of Chromatic.
 */
const meta = {
  title: 'Galleries',
  tags: ['!test', 'gallery'],
  loaders: [loadStoryIndex],
  parameters: {
    layout: 'fullscreen',
    chromatic: { disableSnapshot: true },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shell/Sidebar: menus, badges, collapsed, account block, menus and dialogs opened from it. */
export const Sidebar: Story = galleryStory('Shell/Sidebar', screen);
/** Shell/AppLayout: full screens for an admin, a manager and a plain user. */
export const AppLayout: Story = galleryStory('Shell/AppLayout', screen);
/** Shell/AccountMenu: closed, open, the Language submenu, the sign-out question. */
export const AccountMenu: Story = galleryStory('Shell/AccountMenu', panel);
/** Shell/LocaleSwitcher. */
export const LocaleSwitcher: Story = galleryStory('Shell/LocaleSwitcher', panel);
/** Shell/NotificationPanel. */
export const NotificationPanel: Story = galleryStory('Shell/NotificationPanel', panel);
/** Shell/SearchHeader. */
export const SearchHeader: Story = galleryStory('Shell/SearchHeader', panel);
/** Shell/SubscriptionPrompt. */
export const SubscriptionPrompt: Story = galleryStory('Shell/SubscriptionPrompt', panel);
/** Building blocks/ConfirmDialog. */
export const ConfirmDialog: Story = galleryStory('Building blocks/ConfirmDialog', panel);
/** Building blocks/Menu. */
export const Menu: Story = galleryStory('Building blocks/Menu', panel);
/** Building blocks/Tooltip. */
export const Tooltip: Story = galleryStory('Building blocks/Tooltip', panel);
/** Building blocks/Calendar. */
export const Calendar: Story = galleryStory('Building blocks/Calendar', panel);
/** Building blocks/DateField. */
export const DateField: Story = galleryStory('Building blocks/DateField', panel);
/** Building blocks/Avatar. */
export const Avatar: Story = galleryStory('Building blocks/Avatar', small);
/** Building blocks/NavBadge. */
export const NavBadge: Story = galleryStory('Building blocks/NavBadge', small);
/** Building blocks/FilteredInput: the nine input filters. */
export const FilteredInput: Story = galleryStory('Building blocks/FilteredInput', small);
/** Building blocks/Spinner. */
export const Spinner: Story = galleryStory('Building blocks/Spinner', panel);
/** Building blocks/SpinnerGuard. */
export const SpinnerGuard: Story = galleryStory('Building blocks/SpinnerGuard', panel);
/** Building blocks/Button. */
export const Button: Story = galleryStory('Building blocks/Button', small);
/** Forms/Field. */
export const Field: Story = galleryStory('Forms/Field', panel);
/** Forms/TextField. */
export const TextField: Story = galleryStory('Forms/TextField', panel);
/** Forms/TextArea. */
export const TextArea: Story = galleryStory('Forms/TextArea', panel);
/** Forms/Select. */
export const Select: Story = galleryStory('Forms/Select', panel);
/** Forms/Checkbox. */
export const Checkbox: Story = galleryStory('Forms/Checkbox', small);
/** Forms/Switch. */
export const Switch: Story = galleryStory('Forms/Switch', small);
/** Forms/RadioGroup. */
export const RadioGroup: Story = galleryStory('Forms/RadioGroup', panel);
/** Forms/SearchField. */
export const SearchField: Story = galleryStory('Forms/SearchField', small);
/** Forms/ErrorSummary. */
export const ErrorSummary: Story = galleryStory('Forms/ErrorSummary', panel);
/** Data/DataTable. */
export const DataTable: Story = galleryStory('Data/DataTable', screen);
/** Data/Toolbar. */
export const Toolbar: Story = galleryStory('Data/Toolbar', panel);
/** Data/StatusPill. */
export const StatusPill: Story = galleryStory('Data/StatusPill', small);
/** Data/StatCard. */
export const StatCard: Story = galleryStory('Data/StatCard', panel);
/** Layout/Tabs. */
export const Tabs: Story = galleryStory('Layout/Tabs', panel);
/** Layout/Drawer. */
export const Drawer: Story = galleryStory('Layout/Drawer', screen);
/** Layout/PageHeader. */
export const PageHeader: Story = galleryStory('Layout/PageHeader', panel);
/** Feedback/Toast. */
export const Toast: Story = galleryStory('Feedback/Toast', panel);
