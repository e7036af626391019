/** A file the bundler emits as an asset of its own, imported as its URL (Vite's `?url`). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A file's text as it is on disk (Vite's `?raw`). */
declare module '*?raw' {
  const text: string;
  export default text;
}

/** A style sheet the bundler adds to the page (MapLibre's own controls and markers). */
declare module '*.css';
