import { describe, expect, it } from 'vitest';

import { closestInMeaning, WORD_VECTORS_FILE } from '../../../core/src/tariffs/meaning';
import { readPrecedents } from '../../../core/src/tariffs/precedents';
import { readBundled } from '../../../core/src/tariffs/sources';

const total = (shares: Map<string, number>) => [...shares.values()].reduce((a, b) => a + b, 0);

describe('closestInMeaning (word vectors over the bundled rulings)', () => {
  it("votes for the subheadings of the rulings nearest a long description's meaning", () => {
    // A bundled ruling: its own subheading, which no other ruling holds, gets the largest share.
    const [ruling] = readPrecedents().filter((precedent) => precedent.ruling === 'R01875');
    expect(ruling!.hs6).toBe('010690');
    const shares = closestInMeaning(ruling!.description);
    const best = [...shares].sort((a, b) => b[1] - a[1])[0]!;
    expect(best[0]).toBe('010690');
    expect(total(shares)).toBeCloseTo(1, 6);
  });

  it('leaves one ruling out when asked, as if it had never been bundled', () => {
    const [ruling] = readPrecedents().filter((precedent) => precedent.ruling === 'R01875');
    const without = closestInMeaning(ruling!.description, { exclude: 'R01875' });
    // No other ruling is in 0106.90, so it gets no vote at all.
    expect(without.has('010690')).toBe(false);
    expect(without.size).toBeGreaterThan(0);
  });

  it('is silent for a name of four words or fewer, and speaks in part up to eight', () => {
    expect(closestInMeaning('sofa bed').size).toBe(0);
    expect(closestInMeaning('car tyres for passenger cars').size).toBe(0);
    // Words without a vector (no English words) do not count.
    expect(closestInMeaning('zzqx qqvz xxyw wwvk kkjq').size).toBe(0);
    // Six words with a vector: half its voice.
    expect(total(closestInMeaning('frozen boneless lamb shanks sprinkled seasoning'))).toBeCloseTo(
      0.5,
      6,
    );
  });
});

describe(WORD_VECTORS_FILE, () => {
  const table = new Map(
    readBundled(WORD_VECTORS_FILE)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [word, encoded] = line.split('\t') as [string, string];
        return [word, new Int8Array(Buffer.from(encoded, 'base64'))] as const;
      }),
  );
  const cosine = (a: string, b: string) => {
    const [x, y] = [table.get(a)!, table.get(b)!];
    let dot = 0;
    let xx = 0;
    let yy = 0;
    for (let at = 0; at < x.length; at++) {
      dot += x[at]! * y[at]!;
      xx += x[at]! ** 2;
      yy += y[at]! ** 2;
    }
    return dot / Math.sqrt(xx * yy);
  };

  it('holds a 100-dimensional vector for each everyday and technical word of the rulings', () => {
    expect(table.size).toBeGreaterThan(25_000);
    for (const [word, vector] of table) {
      expect(word, word).toMatch(/^[a-z]+$/);
      expect(vector.length, word).toBe(100);
    }
    for (const word of ['skillet', 'handbag', 'tyres', 'sweater', 'pupae', 'polyester'])
      expect(table.has(word), word).toBe(true);
  });

  it('points words used alike the same way (real GloVe vectors, not noise)', () => {
    expect(cosine('handbag', 'purse')).toBeGreaterThan(cosine('handbag', 'tractor') + 0.3);
    expect(cosine('skillet', 'pan')).toBeGreaterThan(cosine('skillet', 'sweater') + 0.3);
  });
});
