import consoleMessages from 'jms:messages/console';
import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { ConsoleApp } from '../src/shell/console-app';
import { preloadFirstScreen } from '../src/shell/routing/first-screen';
import { StartupSkeleton } from '../src/shell/startup-screen';

/**
 * The whole console: startup guard, frame and screens. Embedded in a page it
 * keeps its place to itself (`routing="memory"`), leaves the page's title and
 * favicon alone, fits its container (it takes the container's height, when
 * that has one, and its pages scroll inside),
 * and its shortcuts (Ctrl+K, `/`) act only while focus is inside it; signed
 * out, it shows a sign-in prompt. Switching organization does not reload the
 * page: the console and the page's other elements read again in the new one.
 * The /ui/ host page is
 * `<jms-console routing="hash" page>`: the page's hash, title and favicon,
 * the viewport's height, shortcuts on the whole window, and the login page for a
 * signed-out visitor. One console per page.
 *
 * @tag jms-console
 * @attr {'hash' | 'memory'} routing - `hash`: its place is the page's hash (`#/console/users/users`), with the browser's history; `memory` (default): a history of its own; links opened in a new tab open the full console at `/ui/`.
 * @attr {boolean} page - The console is the whole page: it sets `document.title` and the favicon, takes the viewport's height, listens for its shortcuts on the whole window, and sends a signed-out visitor to the login page.
 * @event jms-navigate
 * @event jms-site-messages-open
 * @csspart top-bar - The bar across the top (logo, views, organization, shortcuts).
 * @csspart side-menu - The menu of the current view.
 * @csspart tags-view - The tabs of the visited pages.
 * @csspart footer - The version and licence line.
 * @csspart button - The site-message bell in the top bar.
 * @csspart badge - The bell's unread badge (absent at zero, "99+" above 99).
 * @csspart drawer - The drawer of unread site messages.
 * @csspart toolbar - A list's batch actions, search and table tools.
 * @csspart search - A list's search and filters.
 * @csspart table - A list's rows.
 * @csspart pager - A list's pages.
 * @csspart tabs - The tabs of a detail page.
 * @csspart player - The screen a session recording plays on.
 * @csspart controls - The player's controls: play, seek bar, speed.
 * @csspart timeline - A recorded session's commands beside the player.
 */
export class JmsConsoleElement extends JmsElement {
  static override readonly ownAttributes = ['routing', 'page'];

  static override readonly messages = [consoleMessages];

  // The height of its container when that has one (the pages scroll inside), its content's otherwise;
  // nothing of it spills over the page (menus and dialogs are above it, not clipped).
  static override readonly hostStyles = ':host { height: 100%; overflow: hidden; }';

  protected override content() {
    return createElement(ConsoleApp, { routing: this.getAttribute('routing') === 'hash' ? 'hash' : 'memory', page: this.isPage() });
  }

  protected override pending() {
    return createElement(StartupSkeleton);
  }

  protected override isPage() {
    return this.hasAttribute('page');
  }

  // The screen in the address loads while the session starts (a memory history starts nowhere in particular).
  protected override joined() {
    if (this.getAttribute('routing') === 'hash') preloadFirstScreen(window.location.hash);
  }
}
