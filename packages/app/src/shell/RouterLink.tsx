import type { SidebarLinkProps } from '@vognpark/ui';
import { Link } from 'react-router-dom';

/** The sidebar's entries as react-router links (client-side navigation, same `<a>` markup). */
export function RouterLink({ href, ref, ...rest }: SidebarLinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
