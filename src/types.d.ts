/** The URL of the built, content-hashed stylesheet (host/build/stylesheet-plugin.mjs). */
declare module 'jms:stylesheet-url' {
  const url: string;
  export default url;
}
