/**
 * The ranking behind the site search, over the per-locale lunr index that
 * @easyops-cn/docusaurus-search-local builds (compact, see patches/README.md). It runs in the search
 * worker (./search.worker.ts) and, for tests, in Node. No DOM, no fetch: the worker hands it the loaded
 * indexes and the locale's word lists (src/data/search/<locale>.json).
 *
 * A reader's question is turned into terms of the index's own vocabulary, each term a set of variants:
 * - stop words and question words of the locale are dropped (data), and so are lunr's own stop words;
 * - everyday words and phrases add the manual's terms (synonyms, data; their keys also without accents);
 * - a number finds its other form, word or digits (numberWords, data);
 * - a word the stemmer would make into another word's stem ("Schüler", "Schule": schul) is kept as written and
 *   found by its synonyms, also as part of a compound (unstemmed, data);
 * - words the index does not know are matched without accents/umlauts, split into known words
 *   (compounds) or matched with one typing error (5+ letters) or two (9+ letters), ranked below exact;
 * - neighbouring words whose joined form the index knows are joined ("toets modus" → toetsmodus), also with a
 *   linking s, n, en or es, or without the first word's final e ("Sprache Chat" → Sprachchat);
 * - the last word also matches as a prefix (the reader is still typing).
 * Every page is then scored by how many of the terms it matches and how rare they are (lunr's BM25; in a
 * title or heading a word counts as rare as it is in the sections), with title 5, heading 4, keywords 3,
 * description 2 and content 1, a link list ("Zie ook") a fifth, and listed once, at the section that answers
 * (see `search`).
 */

import {MAX_QUERY_LENGTH} from './limits';

/** Document types of the plugin's index, in its order. */
export const DocType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;

const TYPE_WEIGHT: Record<number, number> = {
  [DocType.Title]: 5,
  [DocType.Heading]: 4,
  [DocType.Keywords]: 3,
  [DocType.Description]: 2,
  [DocType.Content]: 1,
};
const CATEGORY_BOOST = 2;
/**
 * What a match in a link list ("Zie ook") counts for, against one in a section that explains: its words are
 * the titles of other pages, so it says where the answer is, not that it is here.
 */
const LINK_LIST_WEIGHT = 0.2;

/** Boosts of a term's variants: the word as typed first, then what it was derived from it. */
const BOOST = {
  exact: 1,
  joined: 1.5,
  folded: 0.9,
  synonym: 0.9,
  synonymBeside: 0.7,
  part: 0.6,
  prefix: 0.4,
  fuzzy1: 0.8,
  fuzzy2: 0.6,
};

/** The doc id of the glossary: its entries are listed, but never before the third manual result. */
export const GLOSSARY_DOC = 'begrippenlijst';

/** A document of the compact index (patches/README.md). */
export interface IndexDocument {
  i: number;
  t?: string;
  u?: string;
  p?: number;
  h?: string;
  b?: string[];
  s?: string;
}

/** The parts of lunr that the engine uses (lunr ships no types). */
export interface LunrMatch {
  ref: string;
  score: number;
  matchData: {metadata: Record<string, unknown>};
}
export interface LunrQuery {
  term(term: string, options: {usePipeline: boolean; boost: number}): unknown;
}
export interface LunrIndex {
  invertedIndex: Record<string, unknown>;
  pipeline: {runString(text: string): string[]};
  query(build: (query: LunrQuery) => void): LunrMatch[];
}

export interface WrappedIndex {
  type: number;
  documents: IndexDocument[];
  index: LunrIndex;
}

/** A section of a page that a query matched. */
interface SectionMatch {
  /** Its best matching document (heading or content), of `type`, and that document's score. */
  doc: IndexDocument;
  type: number;
  best: number;
  /** The scores of its matching documents, summed. */
  score: number;
  /** The query terms it matches. */
  terms: Set<number>;
  /** A link list ("Zie ook"). */
  linkList: boolean;
  /** Its text has a figure in it. */
  figure: boolean;
}

/** The word lists of a locale (src/data/search/<locale>.json). */
export interface LocaleData {
  stopWords: string[];
  /** Everyday word or phrase → the manual's term(s). */
  synonyms: Record<string, string[]>;
  /**
   * Words and phrases by which a question asks for a number, an amount or a period ("hoeveel", "how long"); they
   * match typed without their marks too ("wie gross", "quel delai"), as every other word does.
   */
  quantityWords?: string[];
  /** Headings of sections that only list links to other pages ("Zie ook"): they rank below sections that explain. */
  linkListHeadings?: string[];
  /** Numbers written as words → their value ("twee": 2): either form of a number finds the other. */
  numberWords?: Record<string, number>;
  /**
   * Words the stemmer makes into another word's stem ("Schüler" and "Schule" both become "schul"): in a query
   * they are not stemmed, so they find what their synonyms find and not the other word.
   */
  unstemmed?: string[];
}

export interface SearchResult {
  id: string;
  /** Page route plus optional #anchor. */
  route: string;
  pageTitle: string;
  sectionTitle?: string;
  chapter?: string;
  /** The reader's words (for marking them on the result and on the page). */
  terms: string[];
  score: number;
  /** A short piece of the section's text around the reader's words, the matching words marked. */
  snippet?: SnippetPart[];
}

export interface SnippetPart {
  text: string;
  mark?: boolean;
}

const SNIPPET_LENGTH = 150;
/** The end of a sentence or line in a section's text: a line break, or . ! ? followed by a space. */
const SENTENCE_END = /\n|[.!?…]\s/u;

/** Words kept in the stem cache at most; beyond it the oldest word goes (a pasted text must not grow it). */
export const STEM_CACHE_LIMIT = 2000;
/**
 * Words of one query compared with the whole vocabulary at most, for typos (and split into parts), and again
 * for the suggestion; and the longest word that is (no word of the manual is longer, a pasted string may be).
 */
export const MAX_SCANNED_WORDS = 6;
export const MAX_SCANNED_WORD_LENGTH = 32;
/** The longest word tried with one letter put in or replaced (oneLetterEdits). */
const MAX_ONE_LETTER_EDITS_LENGTH = 20;

export interface EngineAnswer {
  results: SearchResult[];
  /** With no result: the query with its unknown words replaced by the nearest known words. */
  suggestion?: string;
}

interface Term {
  /** The reader's word(s) this term stands for. */
  words: string[];
  /** Index term → boost. */
  variants: Map<string, number>;
  /** Share of the query this term counts for. */
  weight: number;
}

const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’]/;

/** Optimal string alignment distance (a swap of two neighbours is one edit), stopping above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i].push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * The word with one letter put in or replaced anywhere, by each of the given letters: the forms a reader's
 * word has when they left out or mistyped one letter ("signalemnt" for "signalement").
 */
export function oneLetterEdits(word: string, letters: Iterable<string>): string[] {
  const out = new Set<string>();
  const alphabet = [...letters];
  for (let i = 0; i <= word.length; i++)
    for (const letter of alphabet) {
      out.add(word.slice(0, i) + letter + word.slice(i));
      if (i < word.length) out.add(word.slice(0, i) + letter + word.slice(i + 1));
    }
  out.delete(word);
  return [...out];
}

/** Edits allowed for a word: one from 5 letters, two from 9 letters. */
export function allowedEdits(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

export class SearchEngine {
  private readonly vocabulary = new Set<string>();
  /** Folded form (no accents, umlauts written out) → index terms. */
  private readonly folded = new Map<string, string[]>();
  /**
   * Index term → the same term after an elided article, which lunr indexes as a term of its own: "accueil" →
   * "d'accueil", "l'accueil". (An English term before an apostrophe, "child'" of "child’s", is left out: tried,
   * it pushed the English first results down.)
   */
  private readonly written = new Map<string, string[]>();
  /** Words of titles and headings, as written, for "did you mean". */
  private readonly displayWords = new Set<string>();
  /** The letters of the index's terms (for a reader's word with one letter left out or mistyped). */
  private readonly letters = new Set<string>();
  private readonly stopWords: Set<string>;
  /** Words kept as written instead of stemmed (`unstemmed`). */
  private readonly unstemmed: Set<string>;
  private readonly synonyms: Map<string, string[]>;
  /** The content documents (sections) with a figure in them ("30 dagen", "07:00"). */
  private readonly figureDocs = new Set<number>();
  /** The synonyms by their keys without accents and umlauts. */
  private readonly foldedSynonyms = new Map<string, string[]>();
  private readonly quantityWords: string[];
  private readonly linkListHeadings: Set<string>;
  /** A number as a word → its digits, and digits → the words for them (from `numberWords`). */
  private readonly numberForms = new Map<string, string[]>();
  private readonly longestSynonym: number;
  private readonly stemCache = new Map<string, string | null>();
  /** Words the typo scan may still look at in the query being analysed (MAX_SCANNED_WORDS). */
  private scansLeft = MAX_SCANNED_WORDS;
  /** Vocabulary and title words compared with a reader's word for the last query (the work is bounded). */
  comparisons = 0;

  /** Per index type and term (terms of the index only: it holds at most five times the vocabulary). */
  private readonly idfCache = new Map<string, number>();

  /** lunr's inverse document frequency of a term in one of the indexes. */
  private idf(type: number, term: string): number {
    const key = `${type} ${term}`;
    let idf = this.idfCache.get(key);
    if (idf === undefined) {
      const wrapped = this.indexes.find((candidate) => candidate.type === type);
      const posting = wrapped?.index.invertedIndex[term] as Record<string, unknown> | undefined;
      let count = 0;
      if (posting)
        for (const [field, docs] of Object.entries(posting))
          if (field !== '_index') count += Object.keys(docs as object).length;
      const total = wrapped?.documents.length ?? 0;
      idf = Math.log(1 + Math.abs((total - count + 0.5) / (count + 0.5)));
      this.idfCache.set(key, idf);
    }
    return idf;
  }

  /**
   * A word is as rare as it is in the whole manual (its sections), not among the few titles or headings: "leerling"
   * is in 1 of the 55 titles and in a third of the sections. In a title or a heading (or the description and
   * keywords), a term counts for at most its rarity in the sections over its rarity there, so that a page named
   * after the question's subject does not outrank the section that answers the question.
   */
  private rarityFactor(type: number, term: string): number {
    if (type === DocType.Content) return 1;
    return Math.min(1, this.idf(DocType.Content, term) / this.idf(type, term));
  }

  /** Words in the stem cache (it stays within STEM_CACHE_LIMIT). */
  get stemCacheSize(): number {
    return this.stemCache.size;
  }
  /** Route (with #anchor) → text of that section (plugins/search-snippets/index.ts); fetched apart from the index. */
  private snippets: Record<string, string> = {};

  setSnippets(snippets: Record<string, string>): void {
    this.snippets = snippets;
  }

  /**
   * The piece of a section's text that answers best: the sentence or line (a table row, a list item) with the
   * most different words of the query, from its start (or from just before its first match when that is far into
   * it), the matching words marked. Stop words do not count; a word counts for more the fewer sentences of the
   * section have it, and for a quarter when the page's title or the section's heading has it (`named`); for a
   * question that asks for a number (`quantity`), a sentence with a figure comes first. The manual's own text;
   * nothing is generated.
   */
  snippet(
    route: string,
    variants: Set<string>,
    words: string[],
    {named = '', quantity = false}: {named?: string; quantity?: boolean} = {},
  ): SnippetPart[] | undefined {
    const text = this.snippets[route] ?? this.snippets[route.split('#')[0]];
    if (!text) return undefined;
    const folded = words.map((word) => this.fold(word)).filter((word) => word.length >= 3);
    /** What a word of the text matches of the query (the same key for every form of one word), if anything. */
    const matchOf = (word: string): string | undefined => {
      const lower = this.normalize(word);
      if (this.stopWords.has(lower)) return undefined;
      const stem = this.stem(lower);
      if (stem && variants.has(stem)) return stem;
      if (variants.has(lower)) return lower;
      const foldedWord = this.fold(lower);
      return folded.find((reader) => foldedWord.startsWith(reader));
    };
    const pieces = text.split(/([\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*)/u);
    const keys = pieces.map((piece, index) => (index % 2 === 1 ? matchOf(piece) : undefined));
    // The sentences and lines, as [start, end) offsets, with the different query words each one matches.
    const sentences: {start: number; end: number; first: number; matched: Set<string>}[] = [];
    let current = {start: 0, end: 0, first: -1, matched: new Set<string>()};
    let offset = 0;
    pieces.forEach((piece, index) => {
      const key = keys[index];
      if (key) {
        if (current.first < 0) current.first = offset;
        current.matched.add(key);
      }
      offset += piece.length;
      current.end = offset;
      if (index % 2 === 0 && SENTENCE_END.test(piece)) {
        sentences.push(current);
        current = {start: offset, end: offset, first: -1, matched: new Set()};
      }
    });
    sentences.push(current);
    // A query word counts for more in a sentence the fewer sentences of the section have it: "geldig" picks
    // the one sentence that says how long a code is valid, "code" is in all of them.
    const spread = new Map<string, number>();
    for (const sentence of sentences) for (const key of sentence.matched) spread.set(key, (spread.get(key) ?? 0) + 1);
    // The words of the page's title and of the section's heading name the section; the answer is in the others.
    const namedKeys = new Set(
      named.split(/[^\p{L}\p{N}'’]+/u).flatMap((word) => {
        const key = word && matchOf(word);
        return key ? [key] : [];
      }),
    );
    // A question that asks for a number, an amount or a period is answered by a sentence with a figure in it:
    // such a sentence with a word of the question comes first, then one with a figure and no word of the question
    // (the section has them: "The default is every day, 07:00–22:00" answers "what hours can students use
    // AI-School", not "AI-School is not available to students right now"), then every sentence without a figure.
    // Measured on the tuning questions of tests/search-eval/ (more/README.md): answer@1 58 → 60 of 96.
    const figure = /\p{N}/u;
    const weight = (sentence: {start: number; end: number; matched: Set<string>}): [number, number] => {
      const words = [...sentence.matched].reduce(
        (sum, key) => sum + (namedKeys.has(key) ? 0.25 : 1) / spread.get(key)!,
        0,
      );
      if (!quantity || !figure.test(text.slice(sentence.start, sentence.end))) return [0, words];
      return words > 0 ? [1, words] : [0.5, 0];
    };
    const better = ([tierA, wordsA]: [number, number], [tierB, wordsB]: [number, number]): boolean =>
      tierA > tierB || (tierA === tierB && wordsA > wordsB);
    const best = sentences.reduce((a, b) => (better(weight(b), weight(a)) ? b : a));
    const first = best.first < 0 ? best.start : best.first;
    const start =
      first - best.start <= SNIPPET_LENGTH - 40
        ? best.start
        : Math.max(0, text.lastIndexOf(' ', Math.max(0, first - 40)) + 1);
    const end = Math.min(text.length, start + SNIPPET_LENGTH);
    const parts: SnippetPart[] = start > 0 ? [{text: '… '}] : [];
    offset = 0;
    pieces.forEach((piece, index) => {
      const from = Math.max(offset, start);
      const to = Math.min(offset + piece.length, end);
      offset += piece.length;
      if (to <= from) return;
      // A line break of the section (between blocks) reads as a space.
      const partText = piece.slice(from - (offset - piece.length), to - (offset - piece.length)).replace(/\n/g, ' ');
      const last = parts[parts.length - 1];
      if (keys[index]) parts.push({text: partText, mark: true});
      else if (last && !last.mark) last.text += partText;
      else parts.push({text: partText});
    });
    if (parts[0] && !parts[0].mark) parts[0].text = parts[0].text.trimStart();
    if (end < text.length) parts.push({text: ' …'});
    return parts;
  }

  constructor(
    private readonly indexes: WrappedIndex[],
    data: LocaleData,
    private readonly language: string,
  ) {
    // Most terms are in several of the indexes (title, heading, content, …): each is folded once, and the
    // characters of the vocabulary are tested once each, in the order they first appear. Part of the set-up
    // before the first results (bench/README.md).
    const foldedKeys = new Map<string, string[]>();
    const characters = new Set<string>();
    for (const {index, documents, type} of indexes) {
      for (const term of Object.keys(index.invertedIndex)) {
        let keys = foldedKeys.get(term);
        if (!keys) {
          this.vocabulary.add(term);
          for (const character of term) characters.add(character);
          // French pages write "l'écran": the index keeps the elided article on the term.
          const bare = term.replace(ELISION, '');
          keys = [...new Set([this.fold(term), this.fold(bare)])];
          if (bare !== term) this.written.set(bare, [...(this.written.get(bare) ?? []), term]);
          foldedKeys.set(term, keys);
        }
        for (const key of keys) {
          const list = this.folded.get(key);
          if (list) list.push(term);
          else this.folded.set(key, [term]);
        }
      }
      if (type === DocType.Content)
        for (const [term, posting] of Object.entries(index.invertedIndex))
          if (/^\d/.test(term))
            for (const [field, docs] of Object.entries(posting as Record<string, object>))
              if (field !== '_index') for (const ref of Object.keys(docs)) this.figureDocs.add(Number(ref));
      if (type === DocType.Title || type === DocType.Heading)
        for (const doc of documents)
          for (const word of this.words(doc.t ?? '')) if (word.length >= 4) this.displayWords.add(word);
    }
    for (const character of characters) if (/\p{Ll}/u.test(character)) this.letters.add(character);
    this.stopWords = new Set(data.stopWords.map((word) => this.normalize(word)));
    this.unstemmed = new Set((data.unstemmed ?? []).map((word) => this.fold(this.normalize(word))));
    this.synonyms = new Map(Object.entries(data.synonyms).map(([key, value]) => [this.words(key).join(' '), value]));
    // Typed without its accents or umlauts ("eleve", "Schueler"), a key still finds its terms; as written first.
    for (const [key, value] of this.synonyms)
      if (!this.foldedSynonyms.has(this.fold(key))) this.foldedSynonyms.set(this.fold(key), value);
    this.quantityWords = (data.quantityWords ?? []).map(
      (phrase) =>
        ` ${this.words(phrase)
          .map((word) => this.fold(word))
          .join(' ')} `,
    );
    this.linkListHeadings = new Set((data.linkListHeadings ?? []).map((heading) => this.normalize(heading.trim())));
    for (const [written, value] of Object.entries(data.numberWords ?? {})) {
      const word = this.normalize(written.trim());
      const digits = String(value);
      this.numberForms.set(word, [...(this.numberForms.get(word) ?? []), digits]);
      this.numberForms.set(digits, [...(this.numberForms.get(digits) ?? []), word]);
    }
    this.longestSynonym = Math.max(1, ...[...this.synonyms.keys()].map((key) => key.split(' ').length));
  }

  private normalize(text: string): string {
    return text.normalize('NFC').toLowerCase();
  }

  /**
   * Accents dropped; in German also ae/oe/ue → ä/ö/ü and ß → ss, so "Pruefung" meets "Prüfung"; in Dutch ij → y,
   * so "bylage" (typed on a keyboard or a phone that offers no ij) meets "bijlage".
   */
  private fold(text: string): string {
    // Most words are letters a–z and digits only: nothing to fold (in German, unless they hold ae, oe or ue; in
    // Dutch, unless they hold ij).
    if (
      /^[a-z0-9]*$/.test(text) &&
      (this.language !== 'de' || !/ae|oe|ue/.test(text)) &&
      (this.language !== 'nl' || !text.includes('ij'))
    )
      return text;
    let folded = text;
    if (this.language === 'de') folded = folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
    if (this.language === 'nl') folded = folded.replace(/ij/g, 'y');
    return folded.replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, '');
  }

  /** Lower-cased words of a text: letters and digits; French elisions split off; quotes and hyphens split. */
  words(text: string): string[] {
    return this.normalize(text.slice(0, MAX_QUERY_LENGTH))
      .split(/[^\p{L}\p{N}'’]+/u)
      .map((word) => word.replace(/^['’]+|['’]+$/g, '').replace(ELISION, ''))
      .flatMap((word) => word.split(/['’]/))
      .filter(Boolean);
  }

  /** The index term of a word (the index's own pipeline: trimmer, stop words, stemmer), or null. */
  private stem(word: string): string | null {
    if (this.unstemmed.has(this.fold(word))) return word;
    let stem = this.stemCache.get(word);
    if (stem === undefined) {
      const out = this.indexes[0].index.pipeline.runString(word);
      stem = out.length > 0 && out[0] ? out[0] : null;
      // A Map keeps the order of insertion: its first key is the oldest word.
      if (this.stemCache.size >= STEM_CACHE_LIMIT) this.stemCache.delete(this.stemCache.keys().next().value!);
      this.stemCache.set(word, stem);
    }
    return stem;
  }

  /** Index terms for a word as written, or by folding; empty when the index does not know it. */
  private known(word: string): string[] {
    // A word kept from the stemmer is known by the manual's term for it (a part of a compound: "Schülerchats").
    if (this.unstemmed.has(this.fold(word)))
      return (this.synonyms.get(word) ?? this.foldedSynonyms.get(this.fold(word)) ?? []).flatMap((target) =>
        this.words(target).flatMap((part) => (this.unstemmed.has(this.fold(part)) ? [] : this.known(part))),
      );
    const stem = this.stem(word);
    const found = new Set<string>();
    if (stem && this.vocabulary.has(stem)) found.add(stem);
    if (this.vocabulary.has(word)) found.add(word);
    if (found.size === 0) {
      for (const key of [word, stem ?? '']) for (const term of this.folded.get(this.fold(key)) ?? []) found.add(term);
      if (stem) {
        const foldedStem = this.stem(this.fold(word));
        if (foldedStem) for (const term of this.folded.get(this.fold(foldedStem)) ?? []) found.add(term);
      }
    }
    for (const term of [...found]) for (const form of this.written.get(term) ?? []) found.add(form);
    return [...found];
  }

  /** Splits a compound into two or three words the index knows (linking s/e/n/en allowed). */
  private split(word: string, depth = 0): string[][] | null {
    if (word.length < 6) return null;
    let best: string[][] | null = null;
    let bestScore = 0;
    for (let cut = 3; cut <= word.length - 3; cut++) {
      const head = word.slice(0, cut);
      const headTerms = this.known(head);
      if (headTerms.length === 0) continue;
      for (const link of ['', 's', 'e', 'n', 'en', 'es']) {
        if (link && !word.startsWith(link, cut)) continue;
        const rest = word.slice(cut + link.length);
        if (rest.length < 3) continue;
        const restTerms = this.known(rest);
        const parts = restTerms.length > 0 ? [restTerms] : depth === 0 ? this.split(rest, 1) : null;
        if (!parts) continue;
        // Prefer the fewest parts, then the most even split.
        const score = 10 - parts.length + Math.min(head.length, rest.length) / word.length;
        if (score > bestScore) {
          bestScore = score;
          best = [headTerms, ...parts];
        }
      }
    }
    return best;
  }

  /** Index terms within the allowed edits of a word, with their distance. */
  private fuzzy(word: string): Map<string, number> {
    const max = allowedEdits(word);
    const found = new Map<string, number>();
    if (max === 0) return found;
    const stem = this.stem(word) ?? word;
    const foldedWord = this.fold(word);
    for (const term of this.vocabulary) {
      this.comparisons++;
      if (Math.abs(term.length - word.length) > max + 4) continue;
      const distance = Math.min(
        editDistance(foldedWord, this.fold(term), max),
        editDistance(this.fold(stem), this.fold(term), max),
      );
      if (distance <= max) found.set(term, Math.min(distance, found.get(term) ?? distance));
    }
    // A single edit of the word that stems to a known term ("beoordelinegn" → beoordelingen → beoordel).
    for (let i = 0; i < word.length - 1; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      for (const term of this.known(swapped)) if (!found.has(term)) found.set(term, 1);
    }
    for (let i = 0; i < word.length; i++) {
      for (const term of this.known(word.slice(0, i) + word.slice(i + 1))) if (!found.has(term)) found.set(term, 1);
    }
    // A letter left out or mistyped anywhere in the word ("signalemnt" → signalement): the word with one letter
    // put in or replaced, for each letter of the index, that stems to a known term. Only when nothing one edit
    // away was found, and for words of a usual length (each form is stemmed).
    if (word.length <= MAX_ONE_LETTER_EDITS_LENGTH && ![...found.values()].some((distance) => distance <= 1))
      for (const edited of oneLetterEdits(word, this.letters))
        for (const term of this.known(edited)) if (!found.has(term)) found.set(term, 1);
    // A typo in the first letter counts twice, as in Meilisearch: readers rarely mistype it, and the word that
    // differs there is most often another word ("oublié" is not "publié"). A word of 5 to 8 letters then
    // matches no term that starts with another letter; a longer one, only with no other typo.
    for (const [term, distance] of found) {
      if (this.fold(term)[0] === foldedWord[0]) continue;
      if (distance + 1 > max) found.delete(term);
      else found.set(term, distance + 1);
    }
    return found;
  }

  private prefixed(word: string, limit = 30): string[] {
    const stem = this.stem(word) ?? word;
    const out: string[] = [];
    for (const term of this.vocabulary) {
      if (term !== stem && (term.startsWith(word) || term.startsWith(stem))) out.push(term);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** The query as terms of the index, with the variants of each. */
  analyse(query: string, typing = true): Term[] {
    this.scansLeft = MAX_SCANNED_WORDS;
    this.comparisons = 0;
    const words = this.words(query);
    const endsInWord = typing && /[\p{L}\p{N}]$/u.test(query);
    // 1. Everyday phrases and words → the manual's terms (longest phrase first).
    const units: {words: string[]; synonyms: string[]}[] = [];
    for (let i = 0; i < words.length;) {
      let matched = 0;
      for (let n = Math.min(this.longestSynonym, words.length - i); n >= 1; n--) {
        const phrase = words.slice(i, i + n).join(' ');
        const target = this.synonyms.get(phrase) ?? this.foldedSynonyms.get(this.fold(phrase));
        if (target) {
          units.push({words: words.slice(i, i + n), synonyms: target});
          matched = n;
          break;
        }
      }
      if (!matched) {
        units.push({words: [words[i]], synonyms: []});
        matched = 1;
      }
      i += matched;
    }
    // 2. Stop words and question words dropped (unless the whole query is made of them).
    let kept = units.filter(
      (unit) => unit.synonyms.length > 0 || unit.words.some((word) => !this.stopWords.has(word) && this.stem(word)),
    );
    if (kept.length === 0) kept = units;
    // 3. Words written apart that the index knows joined ("toets modus"): the compound is what the reader means,
    //    also when the first word alone has synonyms ("toets" has).
    const terms: Term[] = [];
    for (let i = 0; i < kept.length; i++) {
      const unit = kept[i];
      const next = kept[i + 1];
      if (next && unit.words.length === 1 && next.words.length === 1) {
        const joined = this.knownJoin(unit.words[0], next.words[0]);
        if (joined.length > 0) {
          const variants = new Map<string, number>();
          for (const term of joined) variants.set(term, BOOST.joined);
          for (const word of [unit.words[0], next.words[0]])
            for (const term of this.known(word)) if (!variants.has(term)) variants.set(term, BOOST.part * 0.5);
          terms.push({words: [unit.words[0], next.words[0]], variants, weight: 2});
          i++;
          continue;
        }
      }
      terms.push(...this.termsOf(unit, endsInWord && i === kept.length - 1));
    }
    return terms;
  }

  private knownJoin(a: string, b: string): string[] {
    if (a.length < 2 || b.length < 2) return [];
    const heads = [a, `${a}s`, `${a}n`, `${a}en`, `${a}es`];
    if (a.length > 3 && a.endsWith('e')) heads.push(a.slice(0, -1));
    for (const joined of heads.map((head) => head + b)) {
      const stem = this.stem(joined);
      if (stem && this.vocabulary.has(stem)) return [stem];
      const folded = this.folded.get(this.fold(joined));
      if (folded) return folded;
    }
    return [];
  }

  private termsOf(unit: {words: string[]; synonyms: string[]}, last: boolean): Term[] {
    if (unit.synonyms.length > 0) {
      // The reader's own words count most when the manual uses them too; else the manual's terms stand in.
      const own = new Map<string, number>();
      for (const word of unit.words)
        if (!this.stopWords.has(word)) for (const term of this.known(word)) own.set(term, BOOST.exact);
      const synonymBoost = own.size > 0 ? BOOST.synonymBeside : BOOST.synonym;
      const variants = new Map<string, number>(own);
      for (const target of unit.synonyms)
        for (const word of this.words(target))
          for (const term of this.known(word)) if (!variants.has(term)) variants.set(term, synonymBoost);
      return [{words: unit.words, variants, weight: 1}];
    }
    const word = unit.words[0];
    const variants = new Map<string, number>();
    for (const term of this.known(word)) variants.set(term, BOOST.exact);
    // A number finds its other form: "twee weken" finds "2 weken", "30 dagen" finds "dertig dagen".
    const numberBoost = variants.size > 0 ? BOOST.synonymBeside : BOOST.synonym;
    for (const other of this.numberForms.get(word) ?? [])
      for (const term of this.known(other)) if (!variants.has(term)) variants.set(term, numberBoost);
    if (last && word.length >= 3)
      for (const term of this.prefixed(word)) if (!variants.has(term)) variants.set(term, BOOST.prefix);
    // Words of 5+ letters are compared with the vocabulary (typos) and split: so many per query (bounded work).
    const scanned = word.length >= 5;
    const scan = !scanned || (this.scansLeft > 0 && word.length <= MAX_SCANNED_WORD_LENGTH);
    if (scan && (variants.size === 0 || ![...variants.values()].includes(BOOST.exact))) {
      if (scanned) this.scansLeft--;
      const parts = this.split(word);
      if (parts && parts.length > 1)
        return parts.map((terms) => ({
          words: [word],
          variants: new Map([...terms.map((term): [string, number] => [term, BOOST.part]), ...variants]),
          weight: 1 / parts.length,
        }));
      for (const [term, distance] of this.fuzzy(word))
        if (!variants.has(term)) variants.set(term, distance <= 1 ? BOOST.fuzzy1 : BOOST.fuzzy2);
    }
    return [{words: [word], variants, weight: 1}];
  }

  search(query: string, limit: number, typing = true): EngineAnswer {
    const terms = this.analyse(query, typing).filter((term) => term.variants.size > 0 || term.weight > 0);
    const readerWords = [...new Set(terms.flatMap((term) => term.words))];
    const spaced = ` ${this.words(query)
      .map((word) => this.fold(word))
      .join(' ')} `;
    const quantity = this.quantityWords.some((phrase) => spaced.includes(phrase));
    const variantOwners = new Map<string, {term: number; boost: number}[]>();
    terms.forEach((term, index) => {
      for (const [variant, boost] of term.variants) {
        const owners = variantOwners.get(variant) ?? [];
        owners.push({term: index, boost});
        variantOwners.set(variant, owners);
      }
    });
    if (variantOwners.size === 0) return {results: [], suggestion: this.suggest(query)};

    interface Page {
      page: IndexDocument;
      score: number;
      best: number;
      covered: Map<number, number>;
      /** The query terms the page's title matches. */
      titleTerms: Set<number>;
      /** Per section (anchor; '' for the page's opening): its best document, its score, the terms it matches. */
      sections: Map<string, SectionMatch>;
      /**
       * The chosen section; `beyondTitle`: the weight of the query terms it matches that the title does not;
       * `figure`: its text has a figure.
       */
      section?: {doc: IndexDocument; type: number; score: number; beyondTitle: number; figure: boolean};
    }
    const pages = new Map<number, Page>();
    const pageDocs = new Map(this.indexes[0].documents.map((doc) => [doc.i, doc]));
    for (const {index, documents, type} of this.indexes) {
      const byRef = new Map(documents.map((doc) => [String(doc.i), doc]));
      const matches = index.query((q) => {
        for (const [variant, owners] of variantOwners)
          q.term(variant, {usePipeline: false, boost: Math.max(...owners.map((owner) => owner.boost))});
      });
      for (const match of matches) {
        const doc = byRef.get(match.ref);
        if (!doc) continue;
        const pageId = type === DocType.Title ? doc.i : doc.p;
        const page = pageId === undefined ? undefined : pageDocs.get(pageId);
        if (!page?.u) continue;
        const crumbs = (page.b ?? []).filter(Boolean).map((crumb) => crumb.toLowerCase());
        const inCategory = readerWords.some((word) => crumbs.some((crumb) => crumb.includes(word)));
        const heading = type === DocType.Heading ? doc.t : type === DocType.Content ? doc.s : undefined;
        const linkList = heading !== undefined && this.linkListHeadings.has(this.normalize(heading.trim()));
        // A title or heading counts as much as the rarest of its matched words is rare in the sections.
        const rarity = Math.max(
          0,
          ...Object.keys(match.matchData.metadata).map((variant) => this.rarityFactor(type, variant)),
        );
        const docScore =
          (match.score * (TYPE_WEIGHT[type] ?? 1) * rarity + (inCategory ? CATEGORY_BOOST : 0) * 0.1) *
          (linkList ? LINK_LIST_WEIGHT : 1);
        let entry = pages.get(page.i);
        if (!entry) {
          entry = {page, score: 0, best: 0, covered: new Map(), titleTerms: new Set(), sections: new Map()};
          pages.set(page.i, entry);
        }
        // The best document counts whole, further ones for a quarter (a long page is not better for it).
        if (docScore > entry.best) {
          entry.score += entry.best * 0.25 + (docScore - entry.best);
          entry.best = docScore;
        } else entry.score += docScore * 0.25;
        if (inCategory) entry.score += 0.05;
        const matched = new Set<number>();
        for (const variant of Object.keys(match.matchData.metadata))
          for (const owner of variantOwners.get(variant) ?? []) {
            entry.covered.set(owner.term, Math.max(entry.covered.get(owner.term) ?? 0, owner.boost));
            matched.add(owner.term);
          }
        if (type === DocType.Title) for (const term of matched) entry.titleTerms.add(term);
        if (type === DocType.Heading || type === DocType.Content) {
          const anchor = doc.h ?? '';
          const section = entry.sections.get(anchor);
          const figure = type === DocType.Content && this.figureDocs.has(doc.i);
          if (!section)
            entry.sections.set(anchor, {doc, type, score: docScore, best: docScore, terms: matched, linkList, figure});
          else {
            section.figure ||= figure;
            section.score += docScore;
            for (const term of matched) section.terms.add(term);
            if (docScore > section.best) Object.assign(section, {doc, type, best: docScore});
          }
        }
      }
    }
    // The section that answers: a section that explains before a link list; then the one that matches most of
    // the query beyond the words of the page's title (they name the page, not a part of it), where for a question
    // that asks for a number a section with a figure counts one word more; then the best scored.
    for (const entry of pages.values()) {
      const beyondTitle = (section: {terms: Set<number>}): number =>
        [...section.terms].reduce((sum, term) => sum + (entry.titleTerms.has(term) ? 0 : terms[term].weight), 0);
      const answers = (section: {terms: Set<number>; figure: boolean}): number =>
        beyondTitle(section) + (quantity && section.figure ? 1 : 0);
      let chosen: SectionMatch | undefined;
      for (const section of entry.sections.values()) {
        if (chosen && section.linkList !== chosen.linkList) {
          if (chosen.linkList) chosen = section;
          continue;
        }
        const beyond = chosen ? answers(section) - answers(chosen) : 1;
        if (beyond > 0 || (beyond === 0 && section.score > chosen!.score)) chosen = section;
      }
      entry.section = chosen && {...chosen, beyondTitle: beyondTitle(chosen)};
    }
    // Coverage: the share of the query's terms a page matches (how rare they are is in lunr's scores).
    const totalWeight = terms.reduce((sum, term) => sum + term.weight, 0);
    const ranked = [...pages.values()]
      .map((entry) => {
        let covered = 0;
        for (const [term] of entry.covered) covered += terms[term].weight;
        const coverage = totalWeight > 0 ? covered / totalWeight : 1;
        return {entry, score: entry.score * coverage * coverage};
      })
      .sort((a, b) => b.score - a.score);
    const results = ranked.map(({entry, score}): SearchResult => {
      const {page, section} = entry;
      const crumbs = (page.b ?? []).filter(Boolean);
      // A section that adds words to the title's is named even when the title scores far higher, and so is the
      // section with a figure that a question for a number chose.
      const useSection =
        section &&
        (section.beyondTitle > 0 || section.score >= entry.best * 0.3 || (quantity && section.figure)) &&
        section.doc.h;
      return {
        id: `${page.i}${useSection ? `-${section.type}-${section.doc.i}` : ''}`,
        route: `${page.u}${useSection ? section.doc.h : ''}`,
        pageTitle: page.t ?? '',
        sectionTitle: useSection
          ? section.type === DocType.Heading
            ? section.doc.t
            : section.doc.s !== page.t
              ? section.doc.s
              : undefined
          : undefined,
        chapter: crumbs.length > 1 ? crumbs[crumbs.length - 1] : crumbs[0],
        terms: readerWords,
        score: score,
      };
    });
    const matchedVariants = new Set(variantOwners.keys());
    const ordered = placeGlossary(results)
      .slice(0, limit)
      .map((result) => ({
        ...result,
        snippet: this.snippet(result.route, matchedVariants, readerWords, {
          named: `${result.pageTitle} ${result.sectionTitle ?? ''}`,
          quantity,
        }),
      }));
    return ordered.length > 0 ? {results: ordered} : {results: [], suggestion: this.suggest(query)};
  }

  /** The query with each word the index does not know replaced by the nearest title or heading word. */
  suggest(query: string): string | undefined {
    const words = this.words(query);
    let changed = false;
    // Bounded like the typo scan: so many words, none longer than a word of the manual.
    let left = MAX_SCANNED_WORDS;
    const out = words.map((word) => {
      if (this.stopWords.has(word) || word.length < 3 || word.length > MAX_SCANNED_WORD_LENGTH) return word;
      if (left <= 0 || this.known(word).length > 0) return word;
      left--;
      let best: string | undefined;
      let bestDistance = Math.min(3, Math.ceil(word.length / 3));
      for (const candidate of this.displayWords) {
        this.comparisons++;
        const distance = editDistance(this.fold(word), this.fold(candidate), bestDistance);
        if (distance <= bestDistance && (distance < bestDistance || !best)) {
          best = candidate;
          bestDistance = distance;
        }
      }
      if (best && best !== word) {
        changed = true;
        return best;
      }
      return word;
    });
    return changed ? out.join(' ') : undefined;
  }
}

/** Glossary entries keep their place only after the third manual result (never push a manual page out). */
export function placeGlossary<T extends {route: string}>(results: T[]): T[] {
  const isGlossary = (result: T) => new RegExp(`/docs/${GLOSSARY_DOC}(?:/|#|$)`).test(result.route);
  const manual = results.filter((result) => !isGlossary(result));
  const glossary = results.filter(isGlossary);
  if (glossary.length === 0) return results;
  const out: T[] = [];
  let manualSeen = 0;
  const pending = [...glossary];
  for (const result of results) {
    if (isGlossary(result)) continue;
    out.push(result);
    manualSeen++;
    if (manualSeen >= 3) out.push(...pending.splice(0));
  }
  out.push(...pending);
  return manual.length === 0 ? glossary : out;
}
