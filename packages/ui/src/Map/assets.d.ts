/** A file the bundler emits as an asset of its own, imported as its URL (Vite's `?url`). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A style sheet the bundler adds to the page (MapLibre's own controls and markers). */
declare module '*.css';
