// The README's advice for hosts: styled-components' DefaultTheme is the kit's Theme.
import 'styled-components';
import type { Theme } from '@vognpark/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
