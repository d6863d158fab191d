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
    connect(): void;
    abort(): void;
    onload: (() => void) | null;
    onerror: ((message: string) => void) | null;
  }
  /** What a recording reads its instructions from: it sets the handlers, then connects. */
  interface RecordingTunnel {
    oninstruction: ((opcode: string, args: string[]) => void) | null;
    onstatechange: ((state: number) => void) | null;
    onerror: ((status: { message: string }) => void) | null;
    connect(data?: string): void;
    disconnect(): void;
  }
  interface Parser {
    oninstruction: ((opcode: string, args: string[]) => void) | null;
    receive(packet: string): void;
  }
  const Guacamole: {
    SessionRecording: new (source: RecordingTunnel) => SessionRecording;
    Parser: new () => Parser;
    Tunnel: { State: { CLOSED: number } };
  };
  export default Guacamole;
}
