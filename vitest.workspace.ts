/**
 * The one list of test projects. Vitest 4 no longer reads this file by itself:
 * vitest.config.ts imports `projects` from here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import type { TestProjectConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/lib/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// Passwords hashed in tests (the demo's, new users', changed ones) at scrypt's N = 2^10 instead of
// 2^15 (packages/server/src/auth/password.ts): set here, in the main process, so that the global
// setups' seeds and every worker and server they start inherit it.
process.env.VOGNPARK_SCRYPT_LOG2N ??= '10';
const sourceConditions = ['@vognpark/source', 'module', 'browser', 'development|production'];

// Chromium's paths and arguments are shared with bench/ (scripts/lib/chromium.mjs): the tests run
// in the headless shell when it is installed (testChromiumPath), the bench in the whole browser.

/** The window the visual check renders every story in (the sidebar state comes from each story, not the width). */
export const visualViewport = { width: 1280, height: 800 };

/**
 * The languages the stories are tested in: STORY_LOCALES (comma-separated; scripts/run-tests.mjs
 * passes all five) or STORY_LOCALE, else English.
 */
export const storyLocales = (process.env.STORY_LOCALES ?? process.env.STORY_LOCALE ?? 'en')
  .split(',')
  .map((locale) => locale.trim())
  .filter(Boolean);

/**
 * The languages every story is tested in. The others (Ukrainian, German, French) test only the
 * stories tagged `text-length` (in the story's `tags`): the states where a longer word can break a
 * layout or a query by name can meet a plural, not the behaviour (timers, keyboard, loading) that
 * is the same in every language. That a message exists in every language,
 * its plural forms and the glossary are unit tests over all five (packages/ui/src/messages,
 * packages/app/src/i18n), so running every story five times re-tested nothing a person would
 * notice while costing three fifths of the stories' time (README.md, "Tests").
 */
export const everyStoryLocales: readonly string[] = ['en', 'da'];

/**
 * The language whose stories axe checks: the first of the run (Danish in scripts/run-tests.mjs).
 * What axe checks (names, roles, landmarks, contrast of the theme's colours) is the same in every
 * language, while axe costs about two thirds of a story's time; that every message exists in all
 * five languages is a unit test, so another language cannot lose a name axe saw.
 */
export const axeLocale = storyLocales[0];

/** The story files with stories tagged `text-length`, relative to the repository root. */
export function textLengthStoryFiles(): string[] {
  return ['packages/ui/src', 'packages/app/src'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.join(folder, file))
      .filter((file) => /tags:\s*\[[^\]]*'text-length'/.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/**
 * The key under which @storybook/addon-vitest injects a project's `initialGlobals` into each story
 * test (its STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY; they win over .storybook/preview.tsx's).
 */
const storybookInitialGlobalsKey = 'storybook/test-initial-globals';

/**
 * The key of @storybook/addon-vitest's run options (its STORYBOOK_TEST_PROVIDE_KEY): `a11y: false`
 * sets addon-a11y's `manual` global, which skips the automatic axe check.
 */
const storybookRunConfigKey = 'storybook/test-provided';

/**
 * How many languages' stories run at once (STORY_JOBS, default 1). Each language runs its files
 * one at a time in its own page; more at once on a 2-core machine beside the other tests only
 * makes every story slower, until play functions hit their timeouts.
 */
const storyJobs = Math.max(1, Number(process.env.STORY_JOBS ?? 1));

/**
 * Projects left out of this run (VOGNPARK_SKIP_PROJECTS, comma-separated names): scripts/run-tests.mjs
 * runs some projects in processes of their own and the rest in one, which Vitest's --project
 * cannot say (two negated patterns match every project).
 */
const skippedProjects = new Set((process.env.VOGNPARK_SKIP_PROJECTS ?? '').split(',').filter(Boolean));

/** One project of stories: the stories the plugin's tags pick, in the given languages. */
function storybookProject(
  name: string,
  tags: { include: string[] },
  runLocales: readonly string[],
  firstGroup: number,
  include?: string[],
): TestProjectConfiguration {
  return {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags })],
    resolve: { conditions: sourceConditions },
    test: {
      name,
      // One page per language for all its files (no fresh iframe per file): the kit, React and
      // Storybook's preview load once per language instead of once per file (about 1.5 s each).
      // Storybook unmounts every story and each story renders its own providers.
      isolate: false,
      // The first story of each language also loads the kit, React and Storybook's preview; on a
      // busy 2-core machine that outlasted browser mode's default 15 s.
      testTimeout: 30_000,
      ...(include ? { include } : {}),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
        }),
        instances: runLocales.map((locale, index) => ({
          browser: 'chromium' as const,
          name: `storybook-${locale}`,
          provide: {
            [storybookInitialGlobalsKey]: { locale },
            ...(locale === axeLocale ? {} : { [storybookRunConfigKey]: { a11y: false } }),
          },
          // Vitest runs the groups one after another, across projects (the type leaves `sequence`
          // out, but an instance's config is merged into its project's whole).
          ...{ sequence: { groupOrder: firstGroup + Math.floor(index / storyJobs) } },
        })),
      },
    },
  };
}

const allProjects: TestProjectConfiguration[] = [
  {
    plugins: [react()],
    resolve: { conditions: sourceConditions },
    test: {
      name: 'ui',
      root: path.join(root, 'packages/ui'),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // One jsdom window per worker for all its files; the setup file puts back what a file leaves.
      isolate: false,
      setupFiles: [path.join(root, 'packages/ui/src/test-utils/setup.ts')],
    },
  },
  {
    plugins: [react()],
    resolve: { conditions: sourceConditions },
    test: {
      name: 'app',
      root: path.join(root, 'packages/app'),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      isolate: false,
      setupFiles: [path.join(root, 'packages/ui/src/test-utils/setup.ts')],
      // The route tests render whole pages: the first to open a lazy page pays for transforming
      // its module graph, which on a busy 2-core machine can outlast the default 5 s.
      testTimeout: 20_000,
    },
  },
  // Checks of the repository's own tooling: the lint rules that keep the packages apart.
  {
    test: {
      name: 'tooling',
      root,
      include: ['scripts/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
    },
  },
  {
    resolve: { conditions: ['@vognpark/source', 'node'] },
    test: {
      name: 'server',
      root: path.join(root, 'packages/server'),
      include: ['test/**/*.test.ts'],
      environment: 'node',
      // The files of a worker share one module graph: every file imports the whole server, which cost
      // about 3 s of each file's time (109 s of the project's 760 s) when each file loaded it afresh.
      // The tests hold no module state of their own (no vi.mock); each builds its own server.
      isolate: false,
      // A throwaway PostgreSQL for the storage tests (scripts/ensure-postgres.mjs installs it).
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 180_000,
    },
  },
  // The assembled app end to end: the built app on the real server (embedded database, temp
  // DATA_DIR, free port), driven by Playwright in headless Chromium. One file at a time: two at
  // once, beside the stories, slowed pages so much that tests met races a person rarely would.
  {
    // Node tests run in Vite's SSR environment, which takes its own conditions: our packages
    // then load from source and the tests do not depend on a built packages/ui/dist.
    ssr: { resolve: { conditions: ['@vognpark/source', 'node'], externalConditions: ['@vognpark/source'] } },
    // The global setup loads through Vitest's own `__vitest__` environment, not the SSR one: without
    // these it read packages/server/dist, which a clean clone has not built when this run starts.
    environments: {
      __vitest__: {
        resolve: { conditions: ['@vognpark/source', 'node'], externalConditions: ['@vognpark/source'] },
      },
    },
    test: {
      name: 'e2e',
      root: path.join(root, 'packages/app'),
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['e2e/global-setup.ts'],
      // One module graph for all files (see the server project).
      isolate: false,
      env: {
        CHROMIUM_PATH: testChromiumPath,
        CHROMIUM_BROWSER_PATH: chromiumPath,
        CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      },
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  // The kit as another product installs it: `npm pack`, a throwaway Vite app in a temp folder,
  // built and opened in headless Chromium; tree-shaking budgets (packages/ui/consumer).
  {
    test: {
      name: 'consumer',
      root: path.join(root, 'packages/ui'),
      include: ['consumer/**/*.test.ts'],
      environment: 'node',
      env: { CHROMIUM_PATH: testChromiumPath, CHROMIUM_ARGS: JSON.stringify(chromiumArgs) },
      testTimeout: 60_000,
      hookTimeout: 150_000,
    },
  },
  // The visual check: every story's look compared with a committed baseline PNG
  // (packages/ui/visual/__screenshots__/). Fixed viewport, one font, no motion (see
  // packages/ui/visual/). A mismatch writes the actual and a diff image to test-results/visual/;
  // `npm run test:visual:update` (vitest --update) rewrites the baselines on purpose.
  {
    plugins: [react()],
    resolve: { conditions: sourceConditions },
    define: { 'import.meta.env.VITE_STORY_LOCALE': JSON.stringify('en') },
    test: {
      name: 'visual',
      root: path.join(root, 'packages/ui'),
      include: ['visual/**/*.visual.test.tsx'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
          // The page that holds the test frame is as large as the frame, so it is never scaled down.
          contextOptions: { viewport: visualViewport, deviceScaleFactor: 1 },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: visualViewport,
        // The diff image says more than a failure screenshot, which would land among the baselines.
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // threshold: colour distance below which two pixels count as equal (pixelmatch, 0..1;
            // it absorbs anti-aliasing noise); allowedMismatchedPixels: how many pixels may still
            // differ. One changed character is about 50 px, a 2 px shift thousands.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
            resolveScreenshotPath: ({ arg, ext }) =>
              path.join(root, 'packages/ui/visual/__screenshots__', `${arg}${ext}`),
            resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results/visual', `${arg}${ext}`),
          },
        },
      },
    },
  },
  ...storybookProjects(),
];

/**
 * The stories as tests in real Chromium: play function and axe check (parameters.a11y.test =
 * 'error') for every story, once per language of storyLocales. Each language is a browser instance
 * of its own (`storybook-<locale>`, own Chromium page and module graph) that receives its language
 * through Vitest's provide/inject as Storybook's initialGlobals, never through the transformed
 * code: the languages of a project share one Vite server, one dependency optimisation and one
 * transform of every module, and still cannot mix.
 *
 * English and Danish run every story (project `storybook`); Ukrainian, German and French only the
 * stories tagged `text-length` (project `storybook-text-length`). Storybook's plugin picks stories
 * by tag when it transforms a file, for every instance of its project alike, so those languages
 * are a project of their own: a second Vite server and transform, against about 240 story runs
 * fewer.
 */
function storybookProjects(): TestProjectConfiguration[] {
  const everyStory = storyLocales.filter((locale) => everyStoryLocales.includes(locale));
  const textLength = storyLocales.filter((locale) => !everyStoryLocales.includes(locale));
  const groups = (locales: readonly string[]) => Math.ceil(locales.length / storyJobs);
  return [
    ...(everyStory.length > 0 ? [storybookProject('storybook', { include: ['test'] }, everyStory, 0)] : []),
    ...(textLength.length > 0
      ? [
          storybookProject(
            'storybook-text-length',
            { include: ['text-length'] },
            textLength,
            groups(everyStory),
            textLengthStoryFiles(),
          ),
        ]
      : []),
  ];
}

export const projects = allProjects.filter(
  (project) =>
    !(typeof project === 'object' && 'test' in project && skippedProjects.has(String(project.test?.name))),
);
