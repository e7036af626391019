import type { AppMessageId } from '../../messages/en';

/** The message for a field error code of the client, user and account forms. */
export function fieldMessage(field: string, code: string): AppMessageId {
  // Invisible direction marks pasted into an e-mail or a CVR number (the server refuses them).
  if (code === 'bidi_controls') return 'app.field.bidiControls';
  if (field === 'cvr') return code === 'duplicate' ? 'app.field.cvrTaken' : 'app.field.cvr';
  if (field === 'email' || field === 'contactEmail') {
    if (code === 'duplicate') return 'app.field.emailTaken';
    if (code === 'unavailable') return 'app.field.emailUnavailable';
    if (code === 'too_many_attempts') return 'app.field.emailThrottled';
    if (code === 'too_small') return 'app.field.required';
    return 'app.field.email';
  }
  if (field === 'contactPhone') return 'app.field.phone';
  if (field === 'clientId') return code === 'inactive' ? 'app.field.clientInactive' : 'app.field.required';
  if (field === 'currentPassword') return 'app.account.password.incorrect';
  if (field === 'newPassword')
    return code === 'same' ? 'app.account.password.same' : 'app.account.password.tooShort';
  if (code === 'too_small') return 'app.field.required';
  if (code === 'too_big') return 'app.field.tooLong';
  return 'app.field.invalid';
}
