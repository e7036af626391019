import { useId, useState } from 'react';
import { useControllableState } from '../useControllableState';
import { useIntl } from 'react-intl';
import { useKitMessages } from '../i18n/useKitMessages';
import {
  Body,
  FilterButton,
  FilterGroup,
  HiddenText,
  Item,
  ItemContent,
  ItemText,
  ItemTitle,
  List,
  LoadingStatus,
  Message,
  Panel,
  PanelHeader,
  SmallRing,
  Title,
  UnreadDot,
} from './NotificationPanel.styles';
import { relativeTimeParts } from './relativeTime';

/** One notification, as the host hands it over. */
export interface NotificationItem {
  /** Stable id, unique in the list. */
  id: string;
  /** The headline. */
  title: string;
  /** Optional detail under the title. */
  body?: string;
  /** When it happened. */
  time: Date;
  /** Whether the person has seen it. */
  read: boolean;
}

/** Which notifications the panel lists. */
export type NotificationFilter = 'unread' | 'all';

export interface NotificationPanelProps {
  /** The notifications, in any order (shown newest first). */
  items?: readonly NotificationItem[];
  /** Still fetching: a loading status instead of the list. Default false. */
  loading?: boolean;
  /** The filter, when the host controls it (pair with `onFilterChange`). */
  filter?: NotificationFilter;
  /** The starting filter when uncontrolled. Default `unread`. */
  defaultFilter?: NotificationFilter;
  /** Called when the person picks Unread or All. */
  onFilterChange?: (filter: NotificationFilter) => void;
  /** Called when the person opens a notification; without it items are not interactive. */
  onItemClick?: (item: NotificationItem) => void;
  /** Present but hidden (the `hidden` attribute), as in the app's sidebar. Default false. */
  hidden?: boolean;
  /** The time relative times are counted from. Default: the time of rendering. */
  now?: Date;
  /** Level of the "Notifications" heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class name for the panel. */
  className?: string;
}

/** Newest first, then the unread/all filter. */
export function visibleNotifications(
  items: readonly NotificationItem[],
  filter: NotificationFilter,
): NotificationItem[] {
  return items
    .filter((item) => filter === 'all' || !item.read)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
}

/**
 * The notification panel: 300 px wide, titled "Notifications", with an Unread/All filter
 * (a labelled group of two toggle buttons, `aria-pressed`, exactly one pressed), the list
 * from props newest first with relative times ("5 minutes ago", a date after a week), and
 * loading and empty states (the empty text names the filter).
 */
export function NotificationPanel({
  items = [],
  loading = false,
  filter,
  defaultFilter = 'unread',
  onFilterChange,
  onItemClick,
  hidden = false,
  now,
  headingLevel = 2,
  className,
}: NotificationPanelProps) {
  const t = useKitMessages();
  const intl = useIntl();
  const headingId = useId();
  const [current, choose] = useControllableState<NotificationFilter>({
    value: filter,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  const [renderedAt] = useState(() => new Date());
  const reference = now ?? renderedAt;

  const formatTime = (time: Date) => {
    const parts = relativeTimeParts(time, reference);
    return parts === null
      ? intl.formatDate(time, { dateStyle: 'medium' })
      : intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'auto' });
  };

  const shown = visibleNotifications(items, current);

  let content;
  if (loading) {
    content = (
      <LoadingStatus role="status">
        <SmallRing aria-hidden="true" />
        <span>{t('ui.notifications.loading')}</span>
      </LoadingStatus>
    );
  } else if (shown.length === 0) {
    content = (
      <Message role="status">
        {t(current === 'unread' ? 'ui.notifications.emptyUnread' : 'ui.notifications.empty')}
      </Message>
    );
  } else {
    content = (
      <List aria-labelledby={headingId}>
        {shown.map((item) => {
          const inner = (
            <>
              <UnreadDot $unread={!item.read} aria-hidden="true" />
              <ItemTitle $unread={!item.read}>
                {item.title}
                {!item.read && <HiddenText>{`, ${t('ui.notifications.unreadItem')}`}</HiddenText>}
              </ItemTitle>
              {item.body && <ItemText>{item.body}</ItemText>}
              <ItemText
                as="time"
                dateTime={item.time.toISOString()}
                title={intl.formatDate(item.time, { dateStyle: 'full', timeStyle: 'short' })}
              >
                {formatTime(item.time)}
              </ItemText>
            </>
          );
          return (
            <Item key={item.id} data-read={item.read}>
              {onItemClick ? (
                <ItemContent as="button" type="button" onClick={() => onItemClick(item)}>
                  {inner}
                </ItemContent>
              ) : (
                <ItemContent>{inner}</ItemContent>
              )}
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <Panel aria-labelledby={headingId} hidden={hidden} className={className} data-filter={current}>
      <PanelHeader>
        <Title as={`h${headingLevel}`} id={headingId}>
          {t('ui.notifications.title')}
        </Title>
        <FilterGroup role="group" aria-label={t('ui.notifications.filter')}>
          <FilterButton type="button" aria-pressed={current === 'unread'} onClick={() => choose('unread')}>
            {t('ui.notifications.unread')}
          </FilterButton>
          <FilterButton type="button" aria-pressed={current === 'all'} onClick={() => choose('all')}>
            {t('ui.notifications.all')}
          </FilterButton>
        </FilterGroup>
      </PanelHeader>
      <Body aria-busy={loading}>{content}</Body>
    </Panel>
  );
}
