// Registers the usual integration-test lifecycle (app per file, clean database per test) in one call.
import { afterAll, beforeAll, beforeEach } from 'vitest';

import type { ChangeNotice } from '../../core/src/infra';
import { BUNDLED_WATCHLIST_DIR } from '../../core/src/screening/env';
import { screeningIndexFor } from '../../core/src/screening/index-holder/holder';
import { ensureBundledWatchlists } from '../../core/src/screening/sources/ensure-bundled';
import { createTestApp, resetDatabase, type TestContext, waitFor } from './test-app';

type UseTestAppOptions = {
  withWorkers?: boolean;
  /** Load the bundled sanctions/PEP lists once and rebuild the screening index after each reset. */
  watchlists?: boolean;
  /** Environment for the app, e.g. a sign-in mode. */
  env?: Partial<NodeJS.ProcessEnv>;
};

/** Call inside a `describe`; the getter is valid from the first test on. */
export const useTestApp = ({
  withWorkers = false,
  watchlists = false,
  env = {},
}: UseTestAppOptions = {}): (() => TestContext) => {
  let ctx: TestContext | undefined;
  const get = () => {
    if (!ctx) throw new Error('useTestApp: the app is only available inside tests and hooks');
    return ctx;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers, env });
    if (watchlists) {
      await ensureBundledWatchlists({ prisma: ctx.infra.prisma, dir: BUNDLED_WATCHLIST_DIR });
    }
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    const { infra } = get();
    await resetDatabase(infra);
    // Internal list rows were truncated behind the index's back.
    if (watchlists && screeningIndexFor(infra).peek()) await screeningIndexFor(infra).refresh();
  });
  return get;
};

/**
 * Collects change notices published while each test runs (emptied before each test). Register it
 * after `useTestApp` so the app exists when it subscribes.
 */
export const useChangeNotices = (ctx: () => TestContext): ChangeNotice[] => {
  const notices: ChangeNotice[] = [];
  beforeAll(async () => {
    ctx().infra.notifier.subscribe((notice) => notices.push(notice));
    // The Redis subscription is set up asynchronously: wait until a probe comes back.
    await waitFor(async () => {
      await ctx().infra.notifier.publish({ keys: ['probe'] });
      return notices.length > 0;
    });
  });
  beforeEach(() => {
    notices.length = 0;
  });
  return notices;
};

export const postJson = ({ app }: Pick<TestContext, 'app'>, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
