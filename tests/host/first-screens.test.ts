import { expect } from 'chai';
import FIRST_SCREENS from '../../host/first-screens.json';
import { allRoutes } from '../../src/core/routes';
import { screens } from '../../src/views';

interface ListScreenShape {
  firstLoad?: unknown;
  config?: { url?: string; dataSource?: unknown; dateRange?: unknown; query?: Record<string, unknown> };
}

describe("the host page's first screens", () => {
  it('are the screens that ask for a plain first page as they open, at their routes, with their lists and modules, and nothing else', async () => {
    const asked: Record<string, { list: string; screen: string }> = {};
    for (const route of allRoutes) {
      const load = route.name ? screens[route.name] : undefined;
      // The first screen's requests go early only for a route in the current organization (preloadFirstScreen).
      if (!load || route.kind !== 'page' || route.orgScope) continue;
      const screen = (await load()).default as ListScreenShape;
      const config = screen.config;
      // prefetchListTable asks for nothing ahead for these.
      if (!screen.firstLoad || !config?.url || config.dataSource || config.dateRange || Object.keys(config.query ?? {}).length) continue;
      const named = FIRST_SCREENS[route.path as keyof typeof FIRST_SCREENS]?.screen ?? '';
      // The build preloads the chunk holding the module named: it must be the one the route's screen comes from.
      const module = named ? ((await import(`../../src/views/${named}.tsx`)) as Record<string, unknown>) : {};
      asked[route.path] = { list: config.url, screen: Object.values(module).includes(screen) ? named : `not ${named}` };
    }
    expect(Object.keys(asked)).to.include('/console/users/users', 'the enumeration finds the screens');
    expect(FIRST_SCREENS).to.deep.equal(asked);
  });
});
