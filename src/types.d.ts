/** A library's stylesheet as text (host/build/text-plugin.mjs), for a shadow root to adopt. */
declare module 'asciinema-player/dist/bundle/asciinema-player.css' {
  const css: string;
  export default css;
}

/** A part of the message catalogue: its name and its languages' loaders (host/build/messages-plugin.mjs, locales/parts.mjs). */
declare module 'jms:messages/*' {
  const part: import('./core/i18n/message-part').MessagePart;
  export default part;
}
