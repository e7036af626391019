/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's version (package.json), set by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
}
