/** The part of guacamole-common-js (1.5, no typings of its own) that plays recordings. */
declare module 'guacamole-common-js' {
  interface Display {
    getElement(): HTMLElement;
    getWidth(): number;
    getHeight(): number;
    scale(scale: number): void;
    onresize: ((width: number, height: number) => void) | null;
  }
  interface SessionRecording {
    getDisplay(): Display;
    getDuration(): number;
    seek(position: number, callback?: () => void): void;
    pause(): void;
    abort(): void;
    onload: (() => void) | null;
    onerror: ((message: string) => void) | null;
  }
  const Guacamole: { SessionRecording: new (source: Blob) => SessionRecording };
  export default Guacamole;
}
