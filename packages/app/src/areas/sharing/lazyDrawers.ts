import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The booking drawer (the manager's timeline, a vehicle's Bookings tab, the driver's phone) and
// the share link drawer: chunks of their own, fetched when the page is idle or first opened, so
// the Sharing page does not carry their forms and date pickers in its own code.

export const BookingDrawer = lazyWithPrefetch(
  () => import('./BookingDrawer').then((module) => module.BookingDrawer),
  { mountWhen: (props) => props.open },
);

export const ShareLinkDrawer = lazyWithPrefetch(() =>
  import('./ShareLinkDrawer').then((module) => module.ShareLinkDrawer),
);
