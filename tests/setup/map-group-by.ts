// Vitest 5's reporter calls Map.groupBy (Node >= 21) when it prints a failure; our machines run
// Node 20.19+, so the test configs load this in the main process before any test reports.
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

export {};
