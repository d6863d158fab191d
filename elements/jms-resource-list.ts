import { createElement } from 'react';
import { JmsElement } from '../src/blocks/custom-element/jms-element';
import { preloadResourceList, ResourceList } from '../src/views/resource-list/resource-list';

/**
 * One of the console's lists for a page of its own, named by its API resource
 * (`audits/login-logs`, `terminal/commands`, `perms/asset-permissions`…): the
 * console's columns, search and filters, date range where the list has one,
 * export, and a row's detail opened in place. It reads; nothing is created,
 * changed or deleted from it. A resource no list shows says so and sends
 * `jms-error` (`unknown-resource`).
 *
 * @tag jms-resource-list
 * @attr {string} resource - The list's resource under /api/v1/, e.g. `audits/login-logs`.
 * @csspart toolbar - The search, date range and table tools.
 * @csspart search - The search and filters in the toolbar.
 * @csspart table - The rows.
 * @csspart pager - The pages.
 * @csspart detail - A row's detail, in place of the list.
 * @csspart player - The screen a session's recording plays on, in a session's detail.
 * @csspart controls - The player's controls: play, seek bar, speed.
 * @csspart timeline - The session's commands beside the player.
 */
export class JmsResourceListElement extends JmsElement {
  static override readonly ownAttributes = ['resource'];

  protected override content() {
    return createElement(ResourceList, { key: this.getAttribute('resource') ?? '', resource: this.getAttribute('resource') ?? '' });
  }

  protected override joined() {
    preloadResourceList(this.getAttribute('resource') ?? '');
  }
}
