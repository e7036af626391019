/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set per test project in vitest.workspace.ts: the language the stories run in. */
  readonly VITE_STORY_LOCALE?: string;
}
