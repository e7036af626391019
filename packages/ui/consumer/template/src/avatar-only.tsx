// Tree-shaking probe: one component. The consumer test records how much kit code it carries
// (built, never run: a real host would wrap it in VognparkThemeProvider and LocaleProvider).
import { createRoot } from 'react-dom/client';
import { Avatar } from '@vognpark/ui';

createRoot(document.getElementById('root')!).render(<Avatar user={{ email: 'someone@example.com' }} />);
