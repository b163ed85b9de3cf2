/**
 * The compact index format of the patched search plugin (patches/README.md): in each field vector
 * ([term index, weight, …]) the term indexes are stored as differences from the previous one
 * (`termDeltas: true`). This restores the absolute indexes that `lunr.Index.load` expects.
 */
export interface SerializedIndex {
  termDeltas?: boolean;
  fieldVectors: [string, number[]][];
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
  return {...index, termDeltas: false, fieldVectors};
}
