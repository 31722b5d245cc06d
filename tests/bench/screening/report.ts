export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
};

export const table = (rows: [string, string][]): string => {
  const w = Math.max(...rows.map(([k]) => k.length), 6);
  const v = Math.max(...rows.map(([, x]) => x.length), 5);
  const line = (a: string, b: string) => `| ${a.padEnd(w)} | ${b.padEnd(v)} |`;
  return [
    line('metric', 'value'),
    `|${'-'.repeat(w + 2)}|${'-'.repeat(v + 2)}|`,
    ...rows.map(([a, b]) => line(a, b)),
  ].join('\n');
};

export const forceGc = async (): Promise<void> => {
  const v8 = await import('node:v8');
  const vm = await import('node:vm');
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
};
