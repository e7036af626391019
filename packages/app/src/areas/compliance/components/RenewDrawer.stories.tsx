import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../../test-utils/appStories';
import { fixtureObligation, fixtureRenewals, fixtureToday } from '../fixtures';
import { fixtureDocuments, storyFileHref } from '../../documents/fixtures';
import { RecordDocumentsView } from '../../documents/RecordDocumentsView';
import { RenewDrawer } from './RenewDrawer';

const history = {
  renewals: fixtureRenewals,
  loading: false,
  error: false,
  onRetry: fn(),
  hasMore: true,
  loadingMore: false,
  onLoadMore: fn(),
};

const meta = {
  title: 'App/Compliance/Renew drawer',
  component: RenewDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    // Road tax, due soon (valid until 2 December 2026).
    obligation: fixtureObligation(2),
    today: fixtureToday,
    onSave: fn(async () => {}),
    history,
  },
} satisfies Meta<typeof RenewDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renewing with the suggested dates (today, a year on) and a note; the earlier renewals below. */
export const Renew: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await expect(
      within(dialog).getByRole('heading', { name: appTextOf(globals, 'app.compliance.history.title') }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByText('Police 4471-22, Tryg')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.compliance.renew.note') }),
      'Ny police',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.compliance.history.more') }),
    );
    await expect(args.history.onLoadMore).toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.compliance.renew.save') }),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        completedOn: fixtureToday,
        validUntil: '2027-12-02',
        note: 'Ny police',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The server refuses the date: the error sits on its field and the drawer stays open. */
export const ServerRefuses: Story = {
  args: {
    history: { ...history, renewals: [], hasMore: false },
    onSave: fn(async () => {
      throw Object.assign(new Error('Invalid validUntil'), {
        data: { fieldErrors: { validUntil: 'not_after_completed' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await expect(
      within(dialog).getByText(appTextOf(globals, 'app.compliance.history.empty')),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.compliance.renew.save') }),
    );
    const message = appTextOf(globals, 'app.compliance.error.notAfterCompleted');
    await waitFor(() => expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0));
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

const evidenceDocuments = fixtureDocuments(2);

/**
 * The obligation's evidence below the form (the documents area's part, here its view): the
 * documents that prove the renewals, and Attach Evidence.
 */
export const WithEvidence: Story = {
  args: {
    evidence: (
      <RecordDocumentsView
        variant="evidence"
        rows={evidenceDocuments}
        loading={false}
        onRetry={fn()}
        onUpload={fn()}
        matches={[]}
        onSearch={fn()}
        onAttach={fn()}
        fileHref={storyFileHref}
      />
    ),
  },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    const evidence = within(dialog).getByRole('region', {
      name: appTextOf(globals, 'app.documents.evidence.title'),
    });
    await expect(within(evidence).getAllByRole('link')).toHaveLength(2);
    await expect(
      within(evidence).getByRole('button', {
        name: appTextOf(globals, 'app.documents.record.attachEvidence'),
      }),
    ).toBeVisible();
  },
};
