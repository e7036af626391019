/**
 * The package boundaries of eslint.config.js, tried on snippets with ESLint's own API: the kit may
 * not import the app or the server, the app may import the server's types but not its code.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the import-boundary rule for `code` as if it were the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const kitFile = 'packages/ui/src/Sidebar/Example.tsx';
const appFile = 'packages/app/src/pages/Example/Example.tsx';

describe('the kit knows nothing of the app or the server', () => {
  it.each([
    "import { readBoot } from '@vognpark/app/src/boot/readBoot';\nexport const x = readBoot;\n",
    "import { buildServer } from '@vognpark/server';\nexport const x = buildServer;\n",
    "import type { User } from '@vognpark/server';\nexport type X = User;\n",
    "import { loginPath } from '../../../app/src/routes/registry';\nexport const x = loginPath;\n",
    "import type { NavBadges } from '../../../server/src/badges';\nexport type X = NavBadges;\n",
  ])('refuses %s', async (code) => {
    const errors = await boundaryErrors(kitFile, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/knows nothing of the app or the server/);
  });

  it('allows the kit its own modules and its dependencies', async () => {
    const code =
      "import { useIntl } from 'react-intl';\nimport { Tooltip } from '../Tooltip';\nexport const x = [useIntl, Tooltip];\n";
    expect(await boundaryErrors(kitFile, code)).toEqual([]);
  });
});

describe('the app takes only types from the server', () => {
  it.each([
    "import { buildServer } from '@vognpark/server';\nexport const x = buildServer;\n",
    "import { BOOT_ELEMENT_ID } from '@vognpark/server';\nexport const x = BOOT_ELEMENT_ID;\n",
    "import { countNavBadges } from '@vognpark/server/src/badges';\nexport const x = countNavBadges;\n",
    "import { injectBootData } from '../../../../server/src/boot';\nexport const x = injectBootData;\n",
  ])('refuses %s', async (code) => {
    expect(await boundaryErrors(appFile, code)).toHaveLength(1);
  });

  it('allows `import type` from the server and imports of the kit', async () => {
    const code =
      "import type { User } from '@vognpark/server';\nimport { Sidebar } from '@vognpark/ui';\nexport const x: [User | null, typeof Sidebar] = [null, Sidebar];\n";
    expect(await boundaryErrors(appFile, code)).toEqual([]);
  });
});
