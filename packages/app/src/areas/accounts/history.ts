import type { AuditAction, AuditEntry } from '@vognpark/server';
import type { Role } from '@vognpark/server/areas/accounts';
import { changeLines } from '../../history/lines';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { roleLabel, roles } from './labels';

/** What was done, in words ("Role changed"): one per action (a new action fails the type check here). */
export const auditActionLabels: Record<AuditAction, AppMessageId> = {
  created: 'app.audit.created',
  updated: 'app.audit.updated',
  role_changed: 'app.audit.role_changed',
  password_reset: 'app.audit.password_reset',
  password_changed: 'app.audit.password_changed',
  deactivated: 'app.audit.deactivated',
  activated: 'app.audit.activated',
  avatar_changed: 'app.audit.avatar_changed',
  avatar_removed: 'app.audit.avatar_removed',
};

/** The words for the fields an entry may name, by what it is about (a customer's name is not a first name). */
const clientFields: Record<string, AppMessageId> = {
  name: 'app.clients.form.name',
  cvr: 'app.clients.form.cvr',
  contactEmail: 'app.clients.form.contactEmail',
  contactPhone: 'app.clients.form.contactPhone',
};
const userFields: Record<string, AppMessageId> = {
  email: 'app.users.form.email',
  name: 'app.users.form.name',
  surname: 'app.users.form.surname',
  role: 'app.users.form.role',
  licenceCategories: 'app.users.form.licenceCategories',
  keepPhotoPlaces: 'app.account.keepPhotoPlaces',
};

/**
 * Fields an entry records that its action already says (activated, picture changed) or that mean
 * nothing to a person (a file's or a customer's id): not listed.
 */
const unlisted = new Set(['active', 'imageFileId', 'clientId']);

const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** The lines of one audit entry ("Role: Driver → Manager"); none for a password or picture action. */
export function auditLines(entry: AuditEntry, t: FormatAppMessage): string[] {
  const labels = entry.entity === 'client' ? clientFields : userFields;
  const changes = Object.fromEntries(Object.entries(entry.changes).filter(([field]) => !unlisted.has(field)));
  return changeLines(changes, t, {
    created: entry.action === 'created',
    labels: labels,
    value: (field, value) => {
      if (field === 'role' && isRole(value)) return t(roleLabel(value));
      // Driving licence categories: their letters; none recorded as "(none)".
      if (Array.isArray(value)) return value.length ? value.join(', ') : t('app.history.none');
      if (typeof value === 'boolean') return t(value ? 'app.account.setting.on' : 'app.account.setting.off');
      return String(value);
    },
  });
}

/** An audit entry in words, for the history list. */
export function describeAuditEntry(entry: AuditEntry, t: FormatAppMessage) {
  return { title: t(auditActionLabels[entry.action]), lines: auditLines(entry, t) };
}
