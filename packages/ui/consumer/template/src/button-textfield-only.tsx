// Tree-shaking probe: the kit's Button and TextField and nothing else. The consumer test records
// how much kit code it carries (the budget is 4 kB gzip; built, never run: a real host would wrap
// it in VognparkThemeProvider and LocaleProvider).
import { createRoot } from 'react-dom/client';
import { Button, TextField } from '@vognpark/ui';

createRoot(document.getElementById('root')!).render(
  <form>
    <TextField label="Registration" name="plate" />
    <Button type="submit">Save</Button>
  </form>,
);
