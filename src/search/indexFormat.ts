/**
 * The compact index format of the patched search plugin (patches/README.md), turned back into what
 * `lunr.Index.load` expects:
 * - in each field vector ([term index, weight or frequency, …]) the term indexes are stored as differences from the
 *   previous one (`termDeltas: true`);
 * - the index has no postings, only its sorted term list (`terms`; term index = place in the list): with no
 *   metadata, a term's postings are the documents whose field vector holds it, so they are rebuilt here;
 * - with `bm25`, each field vector holds the term's frequency in the field instead of its weight, and the
 *   weights are recomputed here as lunr computes them when it builds an index (see `bm25Weight`).
 */
export interface SerializedIndex {
  termDeltas?: boolean;
  /** lunr's BM25 parameters, when the field vectors hold term frequencies instead of weights. */
  bm25?: {k1: number; b: number};
  fields?: string[];
  fieldVectors: [string, number[]][];
  terms?: string[];
  invertedIndex?: [string, Record<string, unknown>][];
  [key: string]: unknown;
}

/**
 * The metadata of every posting: the index keeps none, and lunr only copies what a posting has (lunr.MatchData),
 * so one frozen empty object serves them all instead of one object per term and document.
 */
const NO_METADATA: Record<string, never> = Object.freeze({});

/**
 * An empty object for the documents of one posting, keyed by document ref ("0" … "1164"). Such keys are array
 * indexes to the JavaScript engine: filled in ascending order, V8 gives each object an array as long as its
 * largest ref: the expanded Dutch index held 8.6 MB instead of 1.9, and expanding it spent most of its time
 * collecting garbage. One index far out of range, added and removed at once, makes the object keep its keys
 * in a dictionary instead: the same keys, and the Dutch index expands in a third of the time (bench/README.md).
 */
function postingDocuments(): Record<string, unknown> {
  const documents: Record<number, unknown> = {};
  documents[2 ** 30] = undefined;
  delete documents[2 ** 30];
  return documents;
}

/**
 * lunr's weight of a term in a field (lunr.Builder#createFieldVectors with lunr.idf, rounded as lunr rounds
 * it): `tf` its frequency in the field, `withTerm` the number of field vectors that hold it, `documents`
 * the number of documents, `length` the field's length (the sum of its frequencies) and `average` the
 * average length of that field. The patched plugin checks at build time that this rule gives lunr's own
 * weights (patches/README.md).
 */
export function bm25Weight(
  {k1, b}: {k1: number; b: number},
  tf: number,
  withTerm: number,
  documents: number,
  length: number,
  average: number,
): number {
  const idf = Math.log(1 + Math.abs((documents - withTerm + 0.5) / (withTerm + 0.5)));
  const score = (idf * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (length / average)) + tf);
  return Math.round(score * 1000) / 1000;
}

/**
 * The index as `lunr.Index.load` expects it. It runs when the reader's first search starts, and it is most of
 * the worker's work before the first results: written as plain loops that make each array and object once. On
 * the bench's emulated phone (CPU 4x) the Dutch index took 214–265 ms here with `map`, spreads and an object
 * per posting, and took 117–164 ms so. In Node (CPU 1x) it took 139–153 ms with the documents of each posting
 * kept as an array by the engine, and takes 46–57 ms with `postingDocuments` (bench/README.md).
 */
export function expandIndex<T extends SerializedIndex>(index: T): T {
  if (!index.termDeltas) return index;
  const {terms, bm25} = index;
  const fields = index.fields ?? [];
  // Per term (its place in the term list), per field: the documents whose field vector holds it.
  const postings: Record<string, unknown>[] | undefined = terms?.map((_, i) => {
    const posting: Record<string, unknown> = {_index: i};
    for (const field of fields) posting[field] = postingDocuments();
    return posting;
  });
  // For the weights: per term, the number of field vectors that hold it; per vector, its field's length;
  // per field, the sum of its lengths and the number of its vectors; the documents.
  const withTerm: number[] = new Array<number>(terms?.length ?? 0).fill(0);
  const lengths = new Array<number>(index.fieldVectors.length);
  const fieldTotals = new Map<string, {sum: number; count: number}>();
  const documents = new Set<string>();
  const fieldVectors: [string, number[]][] = new Array(index.fieldVectors.length);
  for (let v = 0; v < index.fieldVectors.length; v++) {
    const [ref, deltas] = index.fieldVectors[v];
    // A field ref is "field/document" (lunr.FieldRef).
    const slash = ref.indexOf('/');
    const field = ref.slice(0, slash);
    const doc = ref.slice(slash + 1);
    const vector = new Array<number>(deltas.length);
    let term = 0;
    let length = 0;
    for (let i = 0; i < deltas.length; i += 2) {
      term += deltas[i];
      vector[i] = term;
      vector[i + 1] = deltas[i + 1];
      length += deltas[i + 1];
      if (bm25) withTerm[term] = (withTerm[term] ?? 0) + 1;
      if (postings) {
        const posting = postings[term];
        if (!posting) throw new Error(`Search index: term ${term} of ${ref} is not in the term list`);
        ((posting[field] ??= postingDocuments()) as Record<string, object>)[doc] = NO_METADATA;
      }
    }
    if (bm25) {
      lengths[v] = length;
      documents.add(doc);
      const totals = fieldTotals.get(field) ?? {sum: 0, count: 0};
      totals.sum += length;
      totals.count += 1;
      fieldTotals.set(field, totals);
    }
    fieldVectors[v] = [ref, vector];
  }
  if (bm25) {
    for (let v = 0; v < fieldVectors.length; v++) {
      const [ref, vector] = fieldVectors[v];
      const {sum, count} = fieldTotals.get(ref.slice(0, ref.indexOf('/')))!;
      for (let i = 0; i < vector.length; i += 2) {
        vector[i + 1] = bm25Weight(bm25, vector[i + 1], withTerm[vector[i]], documents.size, lengths[v], sum / count);
      }
    }
  }
  const expanded: SerializedIndex = {...index, termDeltas: false, fieldVectors};
  delete expanded.bm25;
  if (!terms || !postings) return expanded as T;
  const invertedIndex: [string, Record<string, unknown>][] = new Array(terms.length);
  for (let i = 0; i < terms.length; i++) invertedIndex[i] = [terms[i], postings[i]];
  expanded.invertedIndex = invertedIndex;
  delete expanded.terms;
  return expanded as T;
}
