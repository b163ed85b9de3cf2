/**
 * The compact index format of the patched search plugin (patches/README.md), turned back into what
 * `lunr.Index.load` expects:
 * - in each field vector ([term index, weight, …]) the term indexes are stored as differences from the
 *   previous one (`termDeltas: true`);
 * - the index has no postings, only its sorted term list (`terms`; term index = place in the list): with no
 *   metadata, a term's postings are the documents whose field vector holds it, so they are rebuilt here.
 */
export interface SerializedIndex {
  termDeltas?: boolean;
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
 * The index as `lunr.Index.load` expects it. It runs when the reader's first search starts, and it is most of
 * the worker's work before the first results: written as plain loops that make each array and object once. On
 * the bench's emulated phone (CPU 4x) the Dutch index took 214–265 ms here with `map`, spreads and an object
 * per posting, and takes 117–164 ms so.
 */
export function expandIndex<T extends SerializedIndex>(index: T): T {
  if (!index.termDeltas) return index;
  const {terms} = index;
  const fields = index.fields ?? [];
  // Per term (its place in the term list), per field: the documents whose field vector holds it.
  const postings: Record<string, unknown>[] | undefined = terms?.map((_, i) => {
    const posting: Record<string, unknown> = {_index: i};
    for (const field of fields) posting[field] = {};
    return posting;
  });
  const fieldVectors: [string, number[]][] = new Array(index.fieldVectors.length);
  for (let v = 0; v < index.fieldVectors.length; v++) {
    const [ref, deltas] = index.fieldVectors[v];
    // A field ref is "field/document" (lunr.FieldRef).
    const slash = ref.indexOf('/');
    const field = ref.slice(0, slash);
    const doc = ref.slice(slash + 1);
    const vector = new Array<number>(deltas.length);
    let term = 0;
    for (let i = 0; i < deltas.length; i += 2) {
      term += deltas[i];
      vector[i] = term;
      vector[i + 1] = deltas[i + 1];
      if (postings) {
        const posting = postings[term];
        if (!posting) throw new Error(`Search index: term ${term} of ${ref} is not in the term list`);
        ((posting[field] ??= {}) as Record<string, object>)[doc] = NO_METADATA;
      }
    }
    fieldVectors[v] = [ref, vector];
  }
  if (!terms || !postings) return {...index, termDeltas: false, fieldVectors};
  const invertedIndex: [string, Record<string, unknown>][] = new Array(terms.length);
  for (let i = 0; i < terms.length; i++) invertedIndex[i] = [terms[i], postings[i]];
  const expanded: SerializedIndex = {...index, termDeltas: false, fieldVectors, invertedIndex};
  delete expanded.terms;
  return expanded as T;
}
