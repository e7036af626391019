import { useToast } from '@vognpark/ui';
import { useAccount, useAccountHistory, useAccountMutations } from '../../areas/accounts/queries';
import { historyStateOf } from '../../history/HistoryList';
import { useSession } from '../../data/session';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useAppMessages } from '../../i18n/useAppMessages';
import { useChooseLanguage } from '../../i18n/useChooseLanguage';
import { avatarUrl } from '../../shell/sidebarUser';
import { usePageTitle } from '../usePageTitle';
import { useRouteTitle } from '../useRouteTitle';
import { AccountView } from './AccountView';

/** My Account (/admin/account, /manager/account, /manager/client/account). */
export function AccountPage() {
  const t = useAppMessages();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.page.account');
  usePageTitle(title);
  const account = useAccount();
  const { user } = useSession();
  const { locale } = useLanguage();
  const chooseLanguage = useChooseLanguage(true);
  const mutations = useAccountMutations();
  const history = useAccountHistory();
  return (
    <AccountView
      title={title}
      account={account.data}
      loading={account.isPending}
      error={account.isError ? t('app.account.loadError') : undefined}
      onRetry={() => void account.refetch()}
      imageUrl={avatarUrl(user?.imageFileId ?? null)}
      locale={locale}
      onLocaleChange={(next) => void chooseLanguage(next)}
      onSaveProfile={async (input) => {
        try {
          await mutations.updateProfile.mutateAsync(input);
          toast.show({ tone: 'success', title: t('app.account.profileSaved') });
        } catch (error) {
          toast.show({ tone: 'error', title: t('app.users.saved.error') });
          throw error;
        }
      }}
      onUpload={async (file) => {
        const result = await mutations.upload(file);
        if (result.ok) {
          toast.show({ tone: 'success', title: t('app.account.pictureSaved') });
          return null;
        }
        return result.problem;
      }}
      onRemovePicture={async () => {
        await mutations.removeAvatar.mutateAsync();
        toast.show({ tone: 'success', title: t('app.account.pictureRemoved') });
      }}
      onKeepPhotoPlacesChange={async (keep) => {
        try {
          await mutations.setKeepPhotoPlaces.mutateAsync({ keep });
          toast.show({
            tone: 'success',
            title: t(keep ? 'app.account.keepPhotoPlacesOn' : 'app.account.keepPhotoPlacesOff'),
          });
        } catch {
          toast.show({ tone: 'error', title: t('app.users.saved.error') });
        }
      }}
      onChangePassword={(input) => mutations.changePassword.mutateAsync(input)}
      onPasswordChanged={() => toast.show({ tone: 'success', title: t('app.account.passwordChanged') })}
      history={historyStateOf(history, history.rows)}
    />
  );
}

export default AccountPage;
