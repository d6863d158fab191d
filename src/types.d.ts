/** The URL of the built, content-hashed stylesheet (host/build/stylesheet-plugin.mjs). */
declare module 'jms:stylesheet-url' {
  const url: string;
  export default url;
}

/** A library's stylesheet as text (host/build/text-plugin.mjs), for a shadow root to adopt. */
declare module 'asciinema-player/dist/bundle/asciinema-player.css' {
  const css: string;
  export default css;
}
