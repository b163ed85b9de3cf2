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

export function expandIndex<T extends SerializedIndex>(index: T): T {
  if (!index.termDeltas) return index;
  const fieldVectors = index.fieldVectors.map(([ref, vector]): [string, number[]] => {
    let term = 0;
    return [
      ref,
      vector.map((value, i) => {
        if (i % 2 === 1) return value;
        term += value;
        return term;
      }),
    ];
  });
  if (!index.terms) return {...index, termDeltas: false, fieldVectors};
  const postings = index.terms.map(() => ({}) as Record<string, Record<string, object>>);
  for (const [ref, vector] of fieldVectors) {
    // A field ref is "field/document" (lunr.FieldRef).
    const slash = ref.indexOf('/');
    const field = ref.slice(0, slash);
    const doc = ref.slice(slash + 1);
    for (let i = 0; i < vector.length; i += 2) {
      const posting = postings[vector[i]];
      if (!posting) throw new Error(`Search index: term ${vector[i]} of ${ref} is not in the term list`);
      (posting[field] ??= {})[doc] = {};
    }
  }
  const invertedIndex: [string, Record<string, unknown>][] = index.terms.map((term, i) => [
    term,
    {_index: i, ...Object.fromEntries((index.fields ?? []).map((field) => [field, postings[i][field] ?? {}]))},
  ]);
  const expanded: SerializedIndex = {...index, termDeltas: false, fieldVectors, invertedIndex};
  delete expanded.terms;
  return expanded as T;
}
