import { Button, TextField } from '@vognpark/ui';
import { useState, type FormEvent } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../messages/en';
import { fieldMessage } from '../errors';
import { errorCodeOf, fieldErrorsOf } from '../../../data/errors';
import { DrawerFailure as Failure, DrawerFormLayout as Form } from '../../../forms/DrawerParts';

export interface PasswordFormProps {
  /** Saves; resolves on success, rejects with the server's error. */
  onChange: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  /** After a success (the form is emptied). */
  onChanged?: () => void;
  submitLabel: string;
  /** The label of the current password (on the first sign-in: the one-time password). */
  currentLabel?: string;
}

/** Current password, a new one (at least 12 characters) twice; errors on their fields. */
export function PasswordForm({ onChange, onChanged, submitLabel, currentLabel }: PasswordFormProps) {
  const t = useAppMessages();
  const [values, setValues] = useState({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<'current' | 'next' | 'repeat', AppMessageId>>>({});
  const [failure, setFailure] = useState<AppMessageId | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found: typeof errors = {};
    if (!values.current) found.current = 'app.field.required';
    if ([...values.next].length < 12) found.next = 'app.account.password.tooShort';
    else if (values.next !== values.repeat) found.repeat = 'app.account.password.mismatch';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await onChange({ currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', repeat: '' });
      onChanged?.();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.currentPassword)
        setErrors({ current: fieldMessage('currentPassword', fields.currentPassword) });
      else if (fields?.newPassword) setErrors({ next: fieldMessage('newPassword', fields.newPassword) });
      else
        setFailure(
          errorCodeOf(error) === 'TOO_MANY_REQUESTS'
            ? 'app.account.password.throttled'
            : 'app.account.password.failed',
        );
    } finally {
      setPending(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Failure role="alert">{t(failure)}</Failure>}
      <TextField
        type="password"
        autoComplete="current-password"
        label={currentLabel ?? t('app.account.currentPassword')}
        required
        value={values.current}
        onValueChange={(current) => setValues((v) => ({ ...v, current }))}
        error={errors.current && t(errors.current)}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('app.account.newPassword')}
        description={t('app.account.newPasswordHint')}
        required
        value={values.next}
        onValueChange={(next) => setValues((v) => ({ ...v, next }))}
        error={errors.next && t(errors.next)}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('app.account.repeatPassword')}
        required
        value={values.repeat}
        onValueChange={(repeat) => setValues((v) => ({ ...v, repeat }))}
        error={errors.repeat && t(errors.repeat)}
      />
      <div>
        <Button type="submit" pending={pending} pendingLabel={t('app.form.saving')}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
