import { type ElementType, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useKitMessages } from '../i18n/useKitMessages';
import { ChevronRightIcon } from '../icons';
import type { SidebarLinkProps } from '../Sidebar';
import {
  Actions,
  Crumb,
  CrumbCurrent,
  CrumbLink,
  CrumbList,
  Description,
  Header,
  Meta,
  Row,
  TitleBlock,
  Title,
} from './PageHeader.styles';

/** One step of the breadcrumb trail. The last one is the current page. */
export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the step leads; the current page (last) usually has none. */
  href?: string;
}

/** The props a breadcrumb link gets: an `<a>`'s props plus `href` and `ref` (as the Sidebar's links). */
export type BreadcrumbLinkProps = SidebarLinkProps;

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Small facts beside the title (a status pill, "Updated 3 May"). */
  meta?: ReactNode;
  /** The page's actions (buttons), at the end of the title row; they wrap under it when narrow. */
  actions?: ReactNode;
  /** The trail above the title, e.g. Vehicles › AB 12 345; the last item is marked as the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * Renders breadcrumb links instead of a plain `<a href>` (e.g. a react-router `Link` adapter:
   * `({ href, ...rest }) => <Link to={href} {...rest} />`); it must pass `ref`, `className` and
   * the other props on to its `<a>`.
   */
  linkComponent?: ElementType<BreadcrumbLinkProps>;
  /** Called when a breadcrumb link is clicked (call `event.preventDefault()` to route yourself). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The top of a page: breadcrumbs (a navigation landmark, the last step `aria-current="page"`),
 * the title as the page's `<h1>` with optional meta and description, and the page's actions.
 */
export function PageHeader({
  title,
  description,
  meta,
  actions,
  breadcrumbs,
  linkComponent,
  onNavigate,
  className,
  ref,
}: PageHeaderProps) {
  const t = useKitMessages();
  return (
    <Header ref={ref} className={className}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('ui.pageHeader.breadcrumbs')}>
          <CrumbList>
            {breadcrumbs.map((item, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <Crumb key={index}>
                  {index > 0 && <ChevronRightIcon size={14} />}
                  {item.href !== undefined ? (
                    <CrumbLink
                      as={linkComponent}
                      href={item.href}
                      aria-current={last ? 'page' : undefined}
                      onClick={
                        onNavigate
                          ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(item.href!, event)
                          : undefined
                      }
                    >
                      {item.label}
                    </CrumbLink>
                  ) : (
                    <CrumbCurrent aria-current={last ? 'page' : undefined}>{item.label}</CrumbCurrent>
                  )}
                </Crumb>
              );
            })}
          </CrumbList>
        </nav>
      )}
      <Row>
        <TitleBlock>
          <Title>{title}</Title>
          {meta && <Meta>{meta}</Meta>}
          {description && <Description>{description}</Description>}
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </Row>
    </Header>
  );
}
