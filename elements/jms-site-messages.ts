import bellMessages from 'jms:messages/bell';
import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { SiteMessages } from '../src/blocks/site-messages/site-messages';

/**
 * The site-message bell with the signed-in user's unread count, kept current
 * by the server's websocket pushes (every 30 s by request when signed in by
 * token: a browser cannot put a token on a websocket). Signed out, it shows a
 * "Sign in" link to the login page in its place, or, on another origin, a
 * "Sign in" button that opens the form signing in by token in place.
 *
 * @tag jms-site-messages
 * @event jms-site-messages-open
 * @csspart button - The bell button.
 * @csspart badge - The unread badge (absent at zero, "99+" above 99).
 * @csspart drawer - The drawer of unread messages (380 px wide, 70% on mobile).
 */
export class JmsSiteMessagesElement extends JmsElement {
  static override readonly messages = [bellMessages];

  // Its box is the bell button: the drawer would have no room in it.
  static override readonly defaultOverlays = 'viewport';

  protected override content() {
    return createElement(SiteMessages);
  }

  protected override signInForm() {
    return 'inline' as const;
  }
}
