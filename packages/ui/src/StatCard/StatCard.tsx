import { useId, type ElementType, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame, type IconProps } from '../icons/Icon';
import type { SidebarLinkProps } from '../Sidebar';
import {
  Attention,
  Card,
  Details,
  Hint,
  HiddenText,
  Label,
  Main,
  Skeleton,
  Trend,
  Value,
} from './StatCard.styles';

export type StatCardTrendDirection = 'up' | 'down' | 'flat';

export interface StatCardProps {
  /** What is counted, read after the number: "overdue tasks" makes the link "12 overdue tasks". */
  label: ReactNode;
  /** The number; formatted with Intl for the active language. `null` while unknown (see `loading`). */
  value: number | null | undefined;
  /** Intl number options, e.g. `{ style: 'unit', unit: 'kilometer' }` or `{ notation: 'compact' }`. */
  formatOptions?: FormatNumberOptions;
  /** Where the tile leads (its filtered list); the whole tile is then one link named "value label". */
  href?: string;
  /** Renders the link instead of a plain `<a href>`, as the Sidebar's `linkComponent`. */
  linkComponent?: ElementType<SidebarLinkProps>;
  /** Called when the tile's link is clicked (call `event.preventDefault()` to route yourself). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A short line under the label ("Sold vehicles not counted"); it describes the link. */
  hint?: ReactNode;
  /** A change, in words ("3 more than last week") with an arrow for its direction; it describes the link. */
  trend?: { direction: StatCardTrendDirection; label: ReactNode };
  /** `attention` marks a number that needs action: a coloured edge, a warning icon and "Needs attention". */
  tone?: 'neutral' | 'attention';
  /** The number is loading: a placeholder that says "Loading…". */
  loading?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function WarningIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.3v.2" />
    </IconFrame>
  );
}

const trendPaths: Record<StatCardTrendDirection, string> = {
  up: 'M5 17L11 11l3 3 5-6M14 8h5v5',
  down: 'M5 7l6 6 3-3 5 6M14 16h5v-5',
  flat: 'M4 12h15M15 8l4 4-4 4',
};
function TrendIcon({ direction, ...props }: IconProps & { direction: StatCardTrendDirection }) {
  return (
    <IconFrame {...props}>
      <path d={trendPaths[direction]} />
    </IconFrame>
  );
}

/**
 * A dashboard tile: a number (formatted for the language), what it counts, and optionally a
 * trend, a hint and a tone for attention. With `href` the whole tile is one link whose name is
 * the number and label ("12 overdue tasks") and whose description is the rest.
 */
export function StatCard({
  label,
  value,
  formatOptions,
  href,
  linkComponent,
  onNavigate,
  hint,
  trend,
  tone = 'neutral',
  loading = false,
  className,
  ref,
}: StatCardProps) {
  const t = useKitMessages();
  const intl = useIntl();
  const detailsId = useId();
  const known = !loading && value !== null && value !== undefined;
  const attention = tone === 'attention';
  const hasDetails = attention || trend !== undefined || (hint !== undefined && hint !== null);

  const content = (
    <>
      {known ? (
        <Value>{intl.formatNumber(value, formatOptions)}</Value>
      ) : (
        <Skeleton data-testid="stat-card-skeleton">
          <HiddenText>{t('ui.spinner.loading')}</HiddenText>
        </Skeleton>
      )}{' '}
      <Label>{label}</Label>
    </>
  );

  return (
    <Card ref={ref} className={className} $tone={tone} data-tone={tone} aria-busy={!known || undefined}>
      {href !== undefined ? (
        <Main
          as={linkComponent ?? 'a'}
          href={href}
          aria-describedby={hasDetails ? detailsId : undefined}
          $link
          onClick={onNavigate ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(href, event) : undefined}
        >
          {content}
        </Main>
      ) : (
        <Main aria-describedby={hasDetails ? detailsId : undefined} $link={false}>
          {content}
        </Main>
      )}
      {hasDetails && (
        <Details id={detailsId}>
          {attention && (
            <Attention>
              <WarningIcon size={16} />
              {t('ui.statCard.attention')}
            </Attention>
          )}
          {trend && (
            <Trend data-direction={trend.direction}>
              <TrendIcon direction={trend.direction} size={16} />
              {trend.label}
            </Trend>
          )}
          {hint !== undefined && hint !== null && <Hint>{hint}</Hint>}
        </Details>
      )}
    </Card>
  );
}
