import { useAccountMutations } from '../../areas/accounts/queries';
import { useRuntime } from '../../runtime';
import { LoginLanguage } from '../LoginLanguage';
import { FirstPasswordScreen } from './FirstPasswordScreen';

/** The forced password change, wired: on success the current user no longer must change it. */
export function FirstPassword() {
  const runtime = useRuntime();
  const { changePassword } = useAccountMutations();
  return (
    <FirstPasswordScreen
      onChangePassword={(input) => changePassword.mutateAsync(input)}
      onSignOut={() => void runtime.signOut()}
      language={<LoginLanguage />}
    />
  );
}
