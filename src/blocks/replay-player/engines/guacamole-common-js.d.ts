/** The part of guacamole-common-js (1.5, no typings of its own) that draws recordings. */
declare module 'guacamole-common-js' {
  interface Display {
    getElement(): HTMLElement;
    getWidth(): number;
    getHeight(): number;
    scale(scale: number): void;
    showCursor(shown: boolean): void;
    /** Calls back once everything asked of the display so far is drawn. */
    flush(callback?: () => void): void;
    onresize: ((width: number, height: number) => void) | null;
  }
  /** What `exportState` gives: the client's layers, their images as data URLs. */
  export interface ClientState {
    layers: Record<string, unknown>;
  }
  interface Client {
    getDisplay(): Display;
    exportState(callback: (state: ClientState) => void): void;
    importState(state: ClientState, callback?: () => void): void;
    disconnect(): void;
  }
  /** What a client reads its instructions from: it sets `oninstruction`. */
  interface Tunnel {
    oninstruction: ((opcode: string, args: string[]) => void) | null;
  }
  interface Parser {
    oninstruction: ((opcode: string, args: string[]) => void) | null;
    receive(packet: string): void;
  }
  const Guacamole: {
    Client: new (tunnel: Tunnel) => Client;
    Tunnel: new () => Tunnel;
    Parser: new () => Parser;
  };
  export default Guacamole;
}
