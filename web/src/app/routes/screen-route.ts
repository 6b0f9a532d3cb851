import type { ComponentType } from 'react';

/** What a route's `lazy` answers: the screen's component, loaded when the route is first visited. */
export type ScreenRoute = () => Promise<{ Component: ComponentType }>;

/**
 * A screen in plain elements (home, search: budgets in bench/web-first-load.mjs): its own chunk, loaded
 * when its route is first visited; an antd part inside it loads on its own (lib/theme/antd-scope.tsx).
 */
export const plain =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenRoute =>
  async () => ({ Component: pick(await load()) });
