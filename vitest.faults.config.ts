import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node >= 21) when it prints a failure (see vitest.config.ts).
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const group = key(item, index++);
        groups.set(group, [...(groups.get(group) ?? []), item]);
      }
      return groups;
    },
  });
}

// `npm run test:faults`: the platform's processes (compiled api and worker, embedded PostgreSQL,
// redis-server, s3rver) are started, broken and restarted by the tests themselves
// (tests/faults/platform.ts), one file after another since they share fixed ports.
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
