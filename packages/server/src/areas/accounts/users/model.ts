/** The shapes of the users and clients API (docs/accounts.md). */
import type { Role } from '../settings.js';
import type { LicenceCategory } from '../../vehicles/licence.js';

/** A user as admins and managers see them in their lists. */
export interface ManagedUser {
  id: string;
  email: string;
  role: Role;
  clientId: string | null;
  clientName: string | null;
  contact: { name: string; surname: string };
  active: boolean;
  /** Still holds a one-time password (never signed in since it was made). */
  mustChangePassword: boolean;
  imageFileId: string | null;
  /**
   * The driving licence categories the person holds, in the directive's order; empty: none recorded
   * (a booking then takes them to hold B, docs/sharing.md).
   */
  licenceCategories: LicenceCategory[];
  createdAt: Date;
  /**
   * Raised by every change of what the user form shows (an edit, a role, active or not, their own
   * profile); `users.update` takes it as `expectedVersion`.
   */
  version: number;
}

export interface ManagedUserPage {
  items: ManagedUser[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** Users matching the filters; counted with the first page only (null on later pages). */
  total: number | null;
}

/** The answer of creating a user or resetting a password: the one-time password, shown once. */
export interface OneTimePasswordResult {
  user: ManagedUser;
  oneTimePassword: string;
}

/** A client as the admin's list shows it. */
export interface Client {
  id: string;
  name: string;
  /** 8 digits; null for clients from before CVR numbers were recorded. */
  cvr: string | null;
  contactEmail: string;
  contactPhone: string;
  active: boolean;
  /** Vehicles that are not sold. */
  vehicleCount: number;
  /** Users that are active. */
  userCount: number;
  createdAt: Date;
  /** Raised by every edit and (de)activation; `clients.update` takes it as `expectedVersion`. */
  version: number;
}

export interface ClientPage {
  items: Client[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number | null;
}

/** A client to choose (filters, the add-user form). */
export interface ClientOption {
  id: string;
  name: string;
  active: boolean;
}

/** The signed-in person's own account page. */
export interface Account {
  id: string;
  email: string;
  role: Role;
  clientName: string | null;
  contact: { name: string; surname: string };
  imageFileId: string | null;
  /** Whether the person's photos keep where they were taken (off by default; docs/photos.md). */
  keepPhotoPlaces: boolean;
}

/** Roles a manager may give (never admin). */
export const MANAGER_ASSIGNABLE_ROLES = ['user', 'manager'] as const;
