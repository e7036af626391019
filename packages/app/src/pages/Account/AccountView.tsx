import type { AuditEntry } from '@vognpark/server';
import type { Account } from '@vognpark/server/areas/accounts';
import {
  Avatar,
  Button,
  ButtonGroup,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  LocaleSwitcher,
  PageHeader,
  Spinner,
  Switch,
  TextField,
  type Locale,
} from '@vognpark/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { DrawerFailure as Failure, DrawerFormLayout as Form } from '../../forms/DrawerParts';
import { PasswordForm } from '../../areas/accounts/components/PasswordForm';
import type { AvatarProblem } from '../../areas/accounts/avatar';
import { describeAuditEntry } from '../../areas/accounts/history';
import { roleLabel } from '../../areas/accounts/labels';
import { HistoryList, type HistoryState } from '../../history/HistoryList';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { Page } from '../PageColumn';

const problemMessages: Record<AvatarProblem, AppMessageId> = {
  tooLarge: 'app.account.picture.tooLarge',
  unsupported: 'app.account.picture.unsupported',
  invalid: 'app.account.picture.invalid',
  failed: 'app.account.picture.failed',
};

export interface AccountViewProps {
  title: string;
  account: Account | undefined;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  /** The picture's URL (GET /api/files/{id}), or null. */
  imageUrl: string | null;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSaveProfile: (input: { name: string; surname: string }) => Promise<unknown>;
  /** Uploads a chosen picture; resolves with what went wrong, or null. */
  onUpload: (file: File) => Promise<AvatarProblem | null>;
  onRemovePicture: () => Promise<unknown>;
  /** Gives or takes back the consent to photos keeping where they were taken (the server decides). */
  onKeepPhotoPlacesChange: (keep: boolean) => Promise<unknown>;
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  onPasswordChanged: () => void;
  /** What was done to and by the account, newest first. */
  history: HistoryState<AuditEntry>;
}

function Profile({ account, onSave }: { account: Account; onSave: AccountViewProps['onSaveProfile'] }) {
  const t = useAppMessages();
  const [name, setName] = useState(account.contact.name);
  const [surname, setSurname] = useState(account.contact.surname);
  const [pending, setPending] = useState(false);
  // A name left empty is refused on its field, here and by the server.
  const [missing, setMissing] = useState<{ name: boolean; surname: boolean }>({
    name: false,
    surname: false,
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = { name: !name.trim(), surname: !surname.trim() };
    setMissing(empty);
    if (empty.name || empty.surname) return;
    setPending(true);
    try {
      await onSave({ name: name.trim(), surname: surname.trim() });
    } catch {
      // The page says why (a toast); what was typed stays.
    } finally {
      setPending(false);
    }
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {/* What the person cannot change here is read, not a field that looks editable. */}
      <DescriptionList>
        <DescriptionItem term={t('app.account.email')}>{account.email}</DescriptionItem>
        {account.clientName && (
          <DescriptionItem term={t('app.account.customer')}>{account.clientName}</DescriptionItem>
        )}
        <DescriptionItem term={t('app.users.column.role')}>{t(roleLabel(account.role))}</DescriptionItem>
      </DescriptionList>
      <TextField
        label={t('app.users.form.name')}
        value={name}
        onValueChange={setName}
        error={missing.name ? t('app.field.required') : undefined}
        required
      />
      <TextField
        label={t('app.users.form.surname')}
        value={surname}
        onValueChange={setSurname}
        error={missing.surname ? t('app.field.required') : undefined}
        required
      />
      <div>
        <Button type="submit" pending={pending} pendingLabel={t('app.form.saving')}>
          {t('app.account.saveProfile')}
        </Button>
      </div>
    </Form>
  );
}

function Picture({
  account,
  imageUrl,
  onUpload,
  onRemove,
}: {
  account: Account;
  imageUrl: string | null;
  onUpload: AccountViewProps['onUpload'];
  onRemove: AccountViewProps['onRemovePicture'];
}) {
  const t = useAppMessages();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <PictureRow>
      <Avatar user={{ contact: account.contact, email: account.email }} imageUrl={imageUrl} size="xl" />
      <div>
        <Hint id="picture-hint">{t('app.account.pictureHint')}</Hint>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('app.account.upload')}
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setPending(true);
            setProblem(null);
            void onUpload(file).then((found) => {
              setPending(false);
              setProblem(found);
            });
          }}
        />
        <ButtonGroup>
          <Button
            variant="secondary"
            pending={pending}
            aria-describedby="picture-hint"
            onClick={() => input.current?.click()}
          >
            {t('app.account.upload')}
          </Button>
          {account.imageFileId && (
            <Button variant="ghost" onClick={() => void onRemove()}>
              {t('app.account.removePicture')}
            </Button>
          )}
        </ButtonGroup>
        {problem && <Failure role="alert">{t(problemMessages[problem])}</Failure>}
      </div>
    </PictureRow>
  );
}

function PhotoPlaces({
  account,
  onChange,
}: {
  account: Account;
  onChange: AccountViewProps['onKeepPhotoPlacesChange'];
}) {
  const t = useAppMessages();
  const [pending, setPending] = useState(false);
  return (
    <Switch
      label={t('app.account.keepPhotoPlaces')}
      description={t('app.account.keepPhotoPlacesHint')}
      checked={account.keepPhotoPlaces}
      disabled={pending}
      onCheckedChange={(keep) => {
        setPending(true);
        void onChange(keep).finally(() => setPending(false));
      }}
    />
  );
}

/** My Account as a person sees it: profile, picture, password, language, history. */
export function AccountView(props: AccountViewProps) {
  const t = useAppMessages();
  const { account } = props;
  return (
    <Page>
      <PageHeader title={props.title} />
      {props.loading ? (
        <Spinner />
      ) : !account ? (
        <EmptyState
          title={t('app.account.loadError')}
          message=""
          action={<Button onClick={props.onRetry}>{t('app.error.retry')}</Button>}
        />
      ) : (
        <Sections>
          <Section aria-labelledby="account-profile">
            <h2 id="account-profile">{t('app.account.profile')}</h2>
            <Profile account={account} onSave={props.onSaveProfile} />
          </Section>
          <Section aria-labelledby="account-picture">
            <h2 id="account-picture">{t('app.account.picture')}</h2>
            <Picture
              account={account}
              imageUrl={props.imageUrl}
              onUpload={props.onUpload}
              onRemove={props.onRemovePicture}
            />
          </Section>
          <Section aria-labelledby="account-password">
            <h2 id="account-password">{t('app.account.password')}</h2>
            <PasswordForm
              onChange={props.onChangePassword}
              onChanged={props.onPasswordChanged}
              submitLabel={t('app.account.changePassword')}
            />
          </Section>
          <Section aria-labelledby="account-photos">
            <h2 id="account-photos">{t('app.account.photos')}</h2>
            <PhotoPlaces account={account} onChange={props.onKeepPhotoPlacesChange} />
          </Section>
          <Section aria-labelledby="account-language">
            <h2 id="account-language">{t('app.account.language')}</h2>
            <div>
              <LocaleSwitcher
                locale={props.locale}
                onLocaleChange={props.onLocaleChange}
                placement="bottom-start"
              />
            </div>
          </Section>
          <Section aria-labelledby="account-history" aria-describedby="account-history-description">
            <h2 id="account-history">{t('app.account.history')}</h2>
            <Hint id="account-history-description">{t('app.account.historyDescription')}</Hint>
            <HistoryList history={props.history} describe={(entry) => describeAuditEntry(entry, t)} />
          </Section>
        </Sections>
      )}
    </Page>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 560px;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

const PictureRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  flex-wrap: wrap;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
