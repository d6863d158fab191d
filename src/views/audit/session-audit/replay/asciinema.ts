// Loaded only when a recording is played: the player, its terminal (WebAssembly:
// the page's policy must allow 'wasm-unsafe-eval') and its stylesheet.
import { create, type Player } from 'asciinema-player';
import playerCss from 'asciinema-player/dist/bundle/asciinema-player.css';

let sheet: CSSStyleSheet | undefined;

/** The player's styles where the player renders: in the element's shadow root, or in the document. */
function adoptStyles(container: HTMLElement): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(playerCss);
  }
  const root = container.getRootNode();
  const target = root instanceof ShadowRoot ? root : document;
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}

/** Mounts a player for an asciicast recording; the first second shows until it plays. */
export function mountPlayer(container: HTMLElement, cast: string): Player {
  adoptStyles(container);
  return create({ data: cast, parser: 'asciicast' }, container, {
    fit: 'both',
    idleTimeLimit: 2,
    preload: true,
    poster: 'npt:0:1',
    terminalFontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  });
}
