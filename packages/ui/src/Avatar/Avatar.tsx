import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useKitMessages } from '../i18n/useKitMessages';
import { AvatarImage, AvatarInitials, AvatarRoot } from './Avatar.styles';
import { avatarColor } from './avatarColor';
import { getDisplayName, getInitials, type AvatarUser } from './getInitials';

/** Named sizes in px; a number is taken as px. */
export const avatarSizes = { sm: 24, md: 32, lg: 48, xl: 64 } as const;
export type AvatarSize = keyof typeof avatarSizes | number;

/** What the avatar shows: the picture, or initials while it loads, when it is missing or broken. */
export type AvatarStatus = 'image' | 'loading' | 'initials';

export interface AvatarProps {
  /** The person: contact name and surname and e-mail, for initials, colour and accessible name. */
  user?: AvatarUser | null;
  /** URL of the person's picture; initials are shown when missing or when it fails to load. */
  imageUrl?: string | null;
  /** `sm` 24, `md` 32 (default), `lg` 48, `xl` 64, or a size in px. */
  size?: AvatarSize;
  /**
   * Hide the avatar from assistive technology, for when the person's name is already
   * written beside it (as in the sidebar's account block). Default false.
   */
  decorative?: boolean;
  /** Extra class name for the root element. */
  className?: string;
}

/**
 * A round picture of a person. Shows the image at `imageUrl`; while it loads, when it is
 * missing or when it fails, shows initials (see `getInitials`) on a background colour derived
 * from the person's name. A failed image is retried when the URL changes. Its accessible
 * name is the person's display name (name and surname, else e-mail, else "User").
 */
export function Avatar({ user, imageUrl, size = 'md', decorative = false, className }: AvatarProps) {
  const t = useKitMessages();
  const { locale } = useIntl();
  // The load result belongs to one URL: a new URL starts over as "loading", so a failed
  // image recovers as soon as the URL changes (no effect, no stale state).
  const [result, setResult] = useState<{ url: string; ok: boolean } | null>(null);

  const url = imageUrl?.trim() || null;
  const resultForUrl = result !== null && result.url === url ? result : null;
  const status: AvatarStatus =
    url === null || resultForUrl?.ok === false ? 'initials' : resultForUrl?.ok ? 'image' : 'loading';

  const displayName = getDisplayName(user);
  const initials = getInitials(user, locale);
  const px = typeof size === 'number' ? size : avatarSizes[size];
  const accessibleName = displayName ?? t('ui.avatar.fallbackName');

  return (
    <AvatarRoot
      className={className}
      $size={px}
      $background={avatarColor(displayName ?? '')}
      data-status={status}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': accessibleName })}
    >
      {status !== 'image' && <AvatarInitials aria-hidden="true">{initials}</AvatarInitials>}
      {url !== null && status !== 'initials' && (
        <AvatarImage
          key={url}
          src={url}
          alt=""
          $loaded={status === 'image'}
          onLoad={() => setResult({ url, ok: true })}
          onError={() => setResult({ url, ok: false })}
        />
      )}
    </AvatarRoot>
  );
}
