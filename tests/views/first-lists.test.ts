import { expect } from 'chai';
import { FIRST_LISTS } from '../../src/core/boot/first-lists';
import { allRoutes } from '../../src/core/routes';
import { screens } from '../../src/views';

interface ListScreenShape {
  firstLoad?: unknown;
  config?: { url?: string; dataSource?: unknown; dateRange?: unknown; query?: Record<string, unknown> };
}

describe("the boot module's first lists", () => {
  it('are the lists of the screens that ask for a plain first page as they open, at their routes, and nothing else', async () => {
    const asked: Record<string, string> = {};
    for (const route of allRoutes) {
      const load = route.name ? screens[route.name] : undefined;
      // The first screen's requests go early only for a route in the current organization (preloadFirstScreen).
      if (!load || route.kind !== 'page' || route.orgScope) continue;
      const screen = (await load()).default as ListScreenShape;
      const config = screen.config;
      // prefetchListTable asks for nothing ahead for these.
      if (!screen.firstLoad || !config?.url || config.dataSource || config.dateRange || Object.keys(config.query ?? {}).length) continue;
      asked[route.path] = config.url;
    }
    expect(Object.keys(asked)).to.include('/console/users/users', 'the enumeration finds the screens');
    expect(FIRST_LISTS).to.deep.equal(asked);
  });
});
