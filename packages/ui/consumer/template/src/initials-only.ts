// Tree-shaking probe: only two pure functions of the kit. The consumer test measures how much
// kit code this entry carries (the budget is 2 kB gzip).
import { filterText, getInitials } from '@vognpark/ui';

console.log(getInitials({ contact: { name: 'åse', surname: 'ærø' } }, 'da'), filterText('pint', 'a1b2'));
