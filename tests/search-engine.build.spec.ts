// Unit-level checks of the search ranking (src/search/engine.ts) on a small lunr index built here,
// with the Dutch stemmer, in the plugin's five document types. No browser, no site build.
import lunr from 'lunr';
import {test, expect} from '@playwright/test';
import {
  MAX_SCANNED_WORDS,
  STEM_CACHE_LIMIT,
  SearchEngine,
  allowedEdits,
  editDistance,
  oneLetterEdits,
  placeGlossary,
  type IndexDocument,
  type LunrIndex,
  type WrappedIndex,
} from '../src/search/engine';
import {sectionsOf} from '../plugins/search-snippets';

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.stemmer.support')(lunr);
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.nl')(lunr);
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.fr')(lunr);
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.de')(lunr);

interface Page {
  route: string;
  title: string;
  sections: {anchor: string; heading: string; text: string}[];
}

const pages: Page[] = [
  {
    route: '/docs/beheeromgeving/lesgroepen',
    title: 'Lesgroepen',
    sections: [
      {
        anchor: '#importeren',
        heading: 'Lesgroepen importeren',
        text: 'De import van een lesgroep komt uit Magister of Somtoday.',
      },
      {
        anchor: '#schooljaarovergang',
        heading: 'Schooljaarovergang',
        text: 'Op 1 augustus worden lesgroepen gearchiveerd.',
      },
    ],
  },
  {
    route: '/docs/basis/thema',
    title: 'Thema',
    sections: [{anchor: '#donker', heading: 'Licht of donker', text: 'Kies een licht of donker thema.'}],
  },
  {
    route: '/docs/beheeromgeving/beperkingen',
    title: 'Beperkingen',
    sections: [
      {anchor: '#toetsmodus', heading: 'Toetsmodus', text: 'De toetsmodus zet AI-School uit tijdens een toets.'},
      {anchor: '#limieten', heading: 'Limieten', text: 'Een leerling stuurt hoogstens 50 berichten per dag.'},
    ],
  },
  {
    route: '/docs/privacy-avg-security/verwerkersovereenkomst',
    title: 'Verwerkersovereenkomst',
    sections: [{anchor: '#datalek', heading: 'Datalek', text: 'Een datalek meldt AI-School binnen 24 uur.'}],
  },
  {
    route: '/docs/begrippenlijst',
    title: 'Begrippenlijst',
    sections: [
      {anchor: '#lesgroep', heading: 'Lesgroep', text: 'Lesgroep: leerlingen en docent voor een vak.'},
      {anchor: '#toetsmodus', heading: 'Toetsmodus', text: 'Toetsmodus: AI-School uit tijdens een toets.'},
    ],
  },
];

/** The plugin's five indexes (title, heading, description, keywords, content) for the pages above. */
function buildIndexes(from: Page[] = pages, language = 'nl'): WrappedIndex[] {
  const docs: IndexDocument[][] = [[], [], [], [], []];
  const text = new Map<number, string>();
  let id = 0;
  for (const page of from) {
    const pageId = ++id;
    docs[0].push({i: pageId, t: page.title, u: page.route, b: []});
    text.set(pageId, page.title);
    for (const section of page.sections) {
      const headingId = ++id;
      docs[1].push({i: headingId, t: section.heading, h: section.anchor, p: pageId});
      text.set(headingId, section.heading);
      const contentId = ++id;
      docs[4].push({i: contentId, s: section.heading, h: section.anchor, p: pageId});
      text.set(contentId, section.text);
    }
  }
  return docs.map((documents, type) => {
    const index = lunr(function () {
      this.use((lunr as unknown as Record<string, unknown>)[language]);
      this.ref('i');
      this.field('t');
      for (const doc of documents) this.add({i: String(doc.i), t: text.get(doc.i)});
    });
    return {type, documents, index: index as unknown as LunrIndex};
  });
}

/** An engine over the pages (default: the pages above) without stop words or synonyms. */
const bareEngine = (from: Page[] = pages, language = 'nl'): SearchEngine =>
  new SearchEngine(buildIndexes(from, language), {stopWords: [], synonyms: {}}, language);

/** The route of an engine's first result for a query ('' when there is none). */
const firstRoute = (engine: SearchEngine, query: string): string =>
  engine.search(query, 8, false).results[0]?.route ?? '';

const engine = new SearchEngine(
  buildIndexes(),
  {stopWords: ['hoe', 'kan', 'ik', 'mijn', 'een', 'wat'], synonyms: {klas: ['lesgroep'], nachtmodus: ['thema donker']}},
  'nl',
);
const routes = (query: string): string[] => engine.search(query, 8, false).results.map((result) => result.route);
const pagesOf = (query: string): string[] => routes(query).map((route) => route.split('#')[0]);

test('edit distance counts a swap of neighbours as one edit; the allowed edits grow with the word', () => {
  expect(editDistance('spraakcaht', 'spraakchat', 2)).toBe(1);
  expect(editDistance('lesgroep', 'lesgroep', 1)).toBe(0);
  expect(editDistance('thema', 'tehma', 1)).toBe(1);
  expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  expect([allowedEdits('klas'), allowedEdits('thema'), allowedEdits('lesgroepen'), allowedEdits('toetsmod')]).toEqual([
    0, 1, 2, 1,
  ]);
});

test('question words and stop words are dropped, not required', () => {
  expect(engine.analyse('hoe kan ik mijn lesgroep importeren', false).flatMap((term) => term.words)).toEqual([
    'lesgroep',
    'importeren',
  ]);
  // A query of stop words only is searched as typed.
  expect(engine.analyse('hoe', false).flatMap((term) => term.words)).toEqual(['hoe']);
  expect(pagesOf('hoe kan ik een lesgroep importeren')[0]).toBe('/docs/beheeromgeving/lesgroepen');
});

test('an everyday word finds the manual term (synonyms as data)', () => {
  expect(pagesOf('klas')[0]).toBe('/docs/beheeromgeving/lesgroepen');
  expect(pagesOf('nachtmodus')[0]).toBe('/docs/basis/thema');
});

test('an everyday word typed without its accents or umlauts still finds the manual term', () => {
  const local = new SearchEngine(buildIndexes(), {stopWords: [], synonyms: {'écran noir': ['donker']}}, 'nl');
  for (const query of ['écran noir', 'ecran noir', 'Écran Noir'])
    expect(local.search(query, 8, false).results[0]?.route, query).toBe('/docs/basis/thema#donker');
});

test('Dutch ij typed as y finds the word ("bylage" finds "Bijlagen", "tydelijk" "tijdelijk"); y stays y', () => {
  const dutch: Page[] = [
    {
      route: '/docs/basis/beginscherm',
      title: 'Het beginscherm',
      sections: [{anchor: '#bijlagen', heading: 'Bijlagen toevoegen', text: 'Een tijdelijke bijlage blijft 24 uur.'}],
    },
    {
      route: '/docs/privacy',
      title: 'Privacy',
      sections: [{anchor: '#type', heading: 'Type', text: 'Het type gegevens.'}],
    },
  ];
  const nl = bareEngine(dutch);
  for (const query of ['bylage', 'bylagen toevoegen', 'tydelijke'])
    expect(nl.search(query, 8, false).results[0]?.route, query).toBe('/docs/basis/beginscherm#bijlagen');
  expect(nl.search('type', 8, false).results.map((result) => result.route)).toEqual(['/docs/privacy#type']);
});

test('typos: one edit from 5 letters, two from 9, none below 5; exact above fuzzy', () => {
  expect(pagesOf('beperkngen')[0]).toBe('/docs/beheeromgeving/beperkingen');
  expect(pagesOf('verwrkresovereenkomts')).toEqual([]);
  expect(pagesOf('verwekersovereenkomst')[0]).toBe('/docs/privacy-avg-security/verwerkersovereenkomst');
  expect(pagesOf('tehma')[0]).toBe('/docs/basis/thema');
  expect(pagesOf('thmea')[0]).toBe('/docs/basis/thema');
  expect(pagesOf('dta')).toEqual([]);
  // A word the index knows is matched exactly, never widened to its near neighbours.
  expect([...engine.analyse('thema', false)[0].variants]).toEqual([['thema', 1]]);
  // A word it does not know is matched fuzzily, below the weight of an exact match.
  expect([...engine.analyse('tehma', false)[0].variants.values()].every((boost) => boost < 1)).toBe(true);
});

test('a typo in the first letter counts as two: none in a word of 5 to 8 letters, one alone from 9', () => {
  // 9+ letters: a typo elsewhere matches, and one in the first letter when it is the only one.
  expect(pagesOf('toetsmodsu')[0]).toBe('/docs/beheeromgeving/beperkingen');
  expect(pagesOf('zoetsmodus')[0]).toBe('/docs/beheeromgeving/beperkingen');
  // Two edits, one of them the first letter: too many for 9+ letters.
  expect(pagesOf('zoetsmodsu')).toEqual([]);
  // 5 to 8 letters: a typo elsewhere matches, one in the first letter does not ("zhema" is not "thema").
  expect(pagesOf('themq')[0]).toBe('/docs/basis/thema');
  expect(pagesOf('zhema')).toEqual([]);
  expect(pagesOf('hthema')).toEqual([]);
  expect(pagesOf('htema')).toEqual([]);
});

test('compounds: split into known words, and words written apart joined when the index knows them', () => {
  expect(pagesOf('lesgroepimport')[0]).toBe('/docs/beheeromgeving/lesgroepen');
  expect(routes('toets modus')[0]).toBe('/docs/beheeromgeving/beperkingen#toetsmodus');
  expect(routes('schooljaar overgang')[0]).toBe('/docs/beheeromgeving/lesgroepen#schooljaarovergang');
});

test('words written apart are joined with a linking letter, or without the final e of the first word', () => {
  const german: Page[] = [
    {
      route: '/de/docs/spraakchat',
      title: 'Sprachchat',
      sections: [{anchor: '#start', heading: 'Sprachchat starten', text: 'Der Sprachchat hört zu und antwortet.'}],
    },
    {
      route: '/de/docs/voorkeuren',
      title: 'Einstellungen',
      sections: [{anchor: '#sprache', heading: 'Sprache', text: 'Wählen Sie die Sprache für den Chat.'}],
    },
    {
      route: '/de/docs/toetsen',
      title: 'Prüfungen',
      sections: [{anchor: '#modus', heading: 'Klassenarbeiten', text: 'Während Klassenarbeiten ist AI-School aus.'}],
    },
    {
      route: '/de/docs/lessen',
      title: 'Lektionen',
      sections: [{anchor: '#arbeit', heading: 'Arbeit der Klasse', text: 'Eine Klasse und ihre Arbeit.'}],
    },
  ];
  // "Sprache" alone is a setting: its synonym leads to the settings page.
  const words = {stopWords: ['die', 'der'], synonyms: {sprache: ['einstellungen']}};
  const de = new SearchEngine(buildIndexes(german, 'de'), words, 'de');
  expect(firstRoute(de, 'Sprache')).toMatch(/^\/de\/docs\/voorkeuren/);
  // "Sprache Chat": the compound drops the e (Sprachchat), and wins over the synonym of its first word and over the
  // page that has both words apart.
  expect(firstRoute(de, 'Sprache Chat')).toMatch(/^\/de\/docs\/spraakchat/);
  // "Klasse Arbeiten": the compound links with n (Klassenarbeiten).
  expect(firstRoute(de, 'Klasse Arbeiten')).toMatch(/^\/de\/docs\/toetsen/);
  expect(de.analyse('Klasse Arbeiten', false)[0].words).toEqual(['klasse', 'arbeiten']);
});

test('a question about one fact lands on the section that states it', () => {
  expect(routes('hoeveel berichten per dag')[0]).toBe('/docs/beheeromgeving/beperkingen#limieten');
});

test('a glossary entry is listed but never before the third manual result', () => {
  // "lesgroep" and "toetsmodus" are glossary headings here, yet manual pages come first.
  for (const query of ['lesgroep', 'toetsmodus']) {
    const found = pagesOf(query);
    expect(found).toContain('/docs/begrippenlijst');
    const manual = found.filter((route) => route !== '/docs/begrippenlijst');
    expect(found.indexOf('/docs/begrippenlijst')).toBe(Math.min(3, manual.length));
  }
  const list = ['/docs/begrippenlijst#a', '/docs/x', '/docs/y', '/docs/z', '/docs/w'].map((route) => ({route}));
  expect(placeGlossary(list).map((result) => result.route)).toEqual([
    '/docs/x',
    '/docs/y',
    '/docs/z',
    '/docs/begrippenlijst#a',
    '/docs/w',
  ]);
  expect(placeGlossary([{route: '/en/docs/begrippenlijst'}, {route: '/en/docs/x'}]).map((r) => r.route)).toEqual([
    '/en/docs/x',
    '/en/docs/begrippenlijst',
  ]);
});

test('a query with no result suggests the nearest word of a title or heading', () => {
  const answer = engine.search('beperkinkgenn', 8, false);
  expect(answer.results).toEqual([]);
  expect(answer.suggestion).toBe('beperkingen');
});

test('a result quotes its section around the reader words, the matching words marked', () => {
  const withSnippets = new SearchEngine(buildIndexes(), {stopWords: ['hoe', 'een'], synonyms: {}}, 'nl');
  withSnippets.setSnippets(
    Object.fromEntries(pages.flatMap((page) => page.sections.map((s) => [`${page.route}${s.anchor}`, s.text]))),
  );
  const [first] = withSnippets.search('hoeveel berichten per dag', 8, false).results;
  expect(first.route).toBe('/docs/beheeromgeving/beperkingen#limieten');
  expect(first.snippet?.filter((part) => part.mark).map((part) => part.text)).toEqual(['berichten', 'per', 'dag']);
  expect(first.snippet?.map((part) => part.text).join('')).toBe('Een leerling stuurt hoogstens 50 berichten per dag.');
});

test('a result quotes the sentence or table row with the most of the reader words, from anywhere in its section', () => {
  const withSnippets = new SearchEngine(buildIndexes(), {stopWords: ['hoe', 'een'], synonyms: {}}, 'nl');
  const route = '/docs/beheeromgeving/beperkingen#limieten';
  const filler = 'De beheerder kiest de instellingen voor de hele school en legt ze vast in de beheeromgeving. '.repeat(
    4,
  );
  const quote = (text: string, query: string): string => {
    withSnippets.setSnippets({[route]: text});
    const [first] = withSnippets.search(query, 8, false).results;
    expect(first.route).toBe(route);
    return first.snippet!.map((part) => part.text).join('');
  };
  // The answer is the fourth sentence, far past the first mention of one of the words.
  expect(
    quote(
      `Berichten blijven bewaard. ${filler}Een leerling stuurt hoogstens 50 berichten per dag. Daarna wacht hij.`,
      'hoeveel berichten per dag',
    ),
  ).toBe('… Een leerling stuurt hoogstens 50 berichten per dag. Daarna wacht hij.');
  // A table row is a line of its own (the snippet file has one line per row).
  expect(quote(`Limiet Waarde\nBestanden per chat 10\nBerichten per dag 50\n${filler}`, 'berichten per dag')).toMatch(
    /^… Berichten per dag 50 De beheerder/,
  );
  // A word most sentences of the section have counts for less than one only the answer has.
  expect(
    quote(
      'Berichten per week zie je in het overzicht. Een leerling stuurt veel berichten. Het maximum is 50 per dag.',
      'hoeveel berichten per dag',
    ),
  ).toBe('… Het maximum is 50 per dag.');
  // With no sentence better than another, the section's start.
  expect(quote(`Over berichten. ${filler}`, 'berichten')).toMatch(/^Over berichten\. De beheerder/);
});

test('the quote: a word of the section heading counts for a quarter; a question for a number prefers a figure', () => {
  const route = '/docs/beheeromgeving/beperkingen#limieten';
  const quote = (engine: SearchEngine, text: string, query: string): string => {
    engine.setSnippets({[route]: text});
    const [first] = engine.search(query, 8, false).results;
    expect(first.route).toBe(route);
    return first.snippet!.map((part) => part.text).join('');
  };
  const plain = new SearchEngine(buildIndexes(), {stopWords: ['een'], synonyms: {}}, 'nl');
  // "Limieten" is the section's heading: it names the section, the answer is in the other words.
  expect(quote(plain, 'De limieten gelden per school. Een leerling stuurt veel berichten.', 'limieten berichten')).toBe(
    '… Een leerling stuurt veel berichten.',
  );
  const counting = new SearchEngine(
    buildIndexes(),
    {stopWords: ['hoeveel', 'een'], synonyms: {}, quantityWords: ['hoeveel']},
    'nl',
  );
  const text = 'Berichten per dag tellen voor iedereen. Een leerling stuurt hoogstens 50 berichten per dag.';
  expect(quote(counting, text, 'hoeveel berichten per dag')).toBe(
    '… Een leerling stuurt hoogstens 50 berichten per dag.',
  );
  // Without the question word, the first of two equal sentences.
  expect(quote(counting, text, 'berichten per dag')).toMatch(/^Berichten per dag tellen/);
  // A sentence with a figure and one word of the question comes before one with more words and no figure.
  const deadline = 'In het DNS van het domein zet je een TXT-record. Het record staat er binnen 7 dagen.';
  expect(quote(counting, deadline, 'hoeveel dagen voor het DNS record van het domein')).toBe(
    '… Het record staat er binnen 7 dagen.',
  );
  expect(quote(counting, deadline, 'dagen voor het DNS record van het domein')).toMatch(/^In het DNS van het domein/);
  // One with a figure and no word of the question comes before one with only words of the heading.
  const limits = 'De limieten zijn voor iedereen gelijk. Je typt er tot 1500 tekens.';
  expect(quote(counting, limits, 'hoeveel limieten')).toBe('… Je typt er tot 1500 tekens.');
  expect(quote(counting, limits, 'limieten')).toMatch(/^De limieten zijn/);
  // And before one with words of the question but no figure: the number is what was asked ("what hours can
  // students use it" is answered by "every day, 07:00–22:00", not by the message that names students).
  const hours = 'Een leerling ziet dan de melding dat de berichten op zijn. Het standaardaantal is 50 per dag.';
  expect(quote(counting, hours, 'hoeveel berichten leerling')).toBe('… Het standaardaantal is 50 per dag.');
  expect(quote(counting, hours, 'berichten leerling')).toMatch(/^Een leerling ziet dan/);
  // A question word typed without its marks still asks for a number (as the other words do: "wie gross").
  const marked = new SearchEngine(
    buildIndexes(),
    {stopWords: ['wie', 'groß', 'een'], synonyms: {}, quantityWords: ['wie groß']},
    'nl',
  );
  expect(quote(marked, hours, 'wie gross berichten leerling')).toBe('… Het standaardaantal is 50 per dag.');
});

test('the section that answers: the one with the most of the query beyond the words of the page title', () => {
  const transcription: Page[] = [
    {
      route: '/docs/geavanceerd/transcriptie',
      title: 'Transcriptie',
      sections: [
        {
          anchor: '#wat-is',
          heading: 'Wat is transcriptie?',
          text: 'Bij transcriptie schrijft een spraakmodel je opname uit.',
        },
        {anchor: '#limieten', heading: 'Bestanden en limieten', text: 'De lengte van een opname is maximaal 2 uur.'},
      ],
    },
    {
      route: '/docs/basis/thema',
      title: 'Thema',
      sections: [{anchor: '#donker', heading: 'Donker', text: 'Donker thema.'}],
    },
  ];
  const local = new SearchEngine(buildIndexes(transcription), {stopWords: ['de', 'van', 'een'], synonyms: {}}, 'nl');
  expect(local.search('transcriptie opname lengte', 8, false).results[0]?.route).toBe(
    '/docs/geavanceerd/transcriptie#limieten',
  );
  // With only the title's word, the best scored section.
  expect(local.search('transcriptie', 8, false).results[0]?.route).toBe('/docs/geavanceerd/transcriptie#wat-is');
});

test('a "Zie ook" link list ranks below the sections that explain, and is named only when nothing else matches', () => {
  const linked: Page[] = [
    {
      // Names the export in its link list only: a pointer to the page that explains.
      route: '/docs/privacy-avg-security/verlaten',
      title: 'AI-School verlaten',
      sections: [
        {anchor: '#account', heading: 'Je account opheffen', text: 'Je beheerder heft je account op.'},
        {anchor: '#zie-ook', heading: 'Zie ook', text: 'Gegevens exporteren. Je geschiedenis exporteren.'},
      ],
    },
    {
      route: '/docs/basis/voorkeuren',
      title: 'Voorkeuren',
      sections: [
        {anchor: '#taal', heading: 'Taal', text: 'Kies de taal van AI-School.'},
        {anchor: '#exporteren', heading: 'Gegevens exporteren', text: 'Je kiest Exporteer mijn gegevens.'},
      ],
    },
    {
      route: '/docs/basis/thema',
      title: 'Thema',
      sections: [
        {anchor: '#donker', heading: 'Donker', text: 'Een donker thema voor de avond.'},
        {anchor: '#zie-ook', heading: 'Zie ook', text: 'Voorkeuren. De taal kiezen.'},
      ],
    },
  ];
  const words = {stopWords: ['je', 'de', 'van'], synonyms: {}};
  const plain = new SearchEngine(buildIndexes(linked), words, 'nl');
  const aware = new SearchEngine(buildIndexes(linked), {...words, linkListHeadings: ['Zie ook']}, 'nl');
  // Without the data, the link list's two mentions outscore the one section that explains.
  expect(plain.search('exporteren geschiedenis', 8, false).results[0]?.route).toBe(
    '/docs/privacy-avg-security/verlaten#zie-ook',
  );
  const results = aware.search('exporteren geschiedenis', 8, false).results.map((result) => result.route);
  expect(results).toEqual(['/docs/basis/voorkeuren#exporteren', '/docs/privacy-avg-security/verlaten#zie-ook']);
  // A page that matches in a section that explains and in its link list is named at the section, even where
  // the link list has more of the query.
  expect(plain.search('donker voorkeuren taal', 8, false).results.map((result) => result.route)).toContain(
    '/docs/basis/thema#zie-ook',
  );
  expect(aware.search('donker voorkeuren taal', 8, false).results.map((result) => result.route)).toContain(
    '/docs/basis/thema#donker',
  );
});

test('a number written as a word finds its digits, and digits find the word', () => {
  const numbered: Page[] = [
    {
      route: '/docs/privacy-avg-security/bewaartermijnen',
      title: 'Bewaartermijnen',
      sections: [{anchor: '#chats', heading: 'Chats', text: 'Chats blijven 30 dagen bewaard.'}],
    },
    {
      route: '/docs/beheeromgeving/chats',
      title: 'Chats beheren',
      sections: [
        {
          anchor: '#verwijderen',
          heading: 'Verwijderen',
          text: 'Een verwijderde chat is na een paar dagen weg.',
        },
      ],
    },
    {
      route: '/docs/basis/inloggen',
      title: 'Inloggen',
      sections: [{anchor: '#code', heading: 'Code', text: 'De code is twee weken geldig.'}],
    },
    {
      route: '/docs/basis/thema',
      title: 'Thema',
      sections: [{anchor: '#wissel', heading: 'Wisselen', text: 'Het thema wisselt na 3 weken, en weken later weer.'}],
    },
  ];
  const words = {stopWords: ['een', 'de', 'na'], synonyms: {}};
  const numberWords = {twee: 2, dertig: 30};
  const plain = new SearchEngine(buildIndexes(numbered), words, 'nl');
  const aware = new SearchEngine(buildIndexes(numbered), {...words, numberWords}, 'nl');
  expect(firstRoute(plain, 'chats dertig dagen')).not.toBe('/docs/privacy-avg-security/bewaartermijnen#chats');
  expect(firstRoute(aware, 'chats dertig dagen')).toBe('/docs/privacy-avg-security/bewaartermijnen#chats');
  expect(firstRoute(plain, '2 weken')).toBe('/docs/basis/thema#wissel');
  expect(firstRoute(aware, '2 weken')).toBe('/docs/basis/inloggen#code');
});

test('a word common in the sections counts as common in the titles too: the section that answers outranks the page named after the subject', () => {
  const common: Page[] = [
    {
      route: '/docs/beheeromgeving/leerlingen',
      title: 'Leerlingen',
      sections: [
        {anchor: '#overzicht', heading: 'Het overzicht', text: 'Je ziet hoeveel berichten een leerling stuurt.'},
      ],
    },
    {
      route: '/docs/beheeromgeving/beperkingen',
      title: 'Beperkingen',
      sections: [
        {anchor: '#limieten', heading: 'Limieten', text: 'Een leerling stuurt hoogstens 50 berichten per dag.'},
      ],
    },
    ...['lesgroepen', 'thema', 'inloggen', 'chats'].map((name) => ({
      route: `/docs/basis/${name}`,
      title: name[0].toUpperCase() + name.slice(1),
      sections: [{anchor: '#leerling', heading: 'Voor de leerling', text: `Een leerling gebruikt ${name}.`}],
    })),
  ];
  const local = new SearchEngine(buildIndexes(common), {stopWords: ['een', 'per', 'hoeveel'], synonyms: {}}, 'nl');
  expect(local.search('hoeveel berichten per dag leerling', 8, false).results[0]?.route).toBe(
    '/docs/beheeromgeving/beperkingen#limieten',
  );
  // A word that is rare everywhere still counts whole in a title.
  expect(local.search('beperkingen leerling', 8, false).results[0]?.route).toMatch(
    /^\/docs\/beheeromgeving\/beperkingen/,
  );
});

test('a question that asks for a number lands on the section with the figure', () => {
  const retention: Page[] = [
    {
      route: '/docs/privacy-avg-security/bewaartermijnen',
      title: 'Bewaartermijnen',
      sections: [
        {
          anchor: '#instellen',
          heading: 'Termijnen instellen',
          text: 'Chats gaan na een aantal dagen weg. Je kiest de dagen voor chats zelf.',
        },
        {anchor: '#overzicht', heading: 'Overzicht', text: 'Chats van leerlingen: 30 dagen na het laatste bericht.'},
      ],
    },
    {route: '/docs/basis/thema', title: 'Thema', sections: [{anchor: '#donker', heading: 'Donker', text: 'Donker.'}]},
  ];
  const words = {stopWords: ['na', 'hoeveel', 'worden', 'de', 'een'], synonyms: {}};
  const plain = new SearchEngine(buildIndexes(retention), {...words, quantityWords: []}, 'nl');
  const aware = new SearchEngine(buildIndexes(retention), {...words, quantityWords: ['hoeveel']}, 'nl');
  const query = 'na hoeveel dagen worden chats verwijderd';
  expect(plain.search(query, 8, false).results[0]?.route).toBe('/docs/privacy-avg-security/bewaartermijnen#instellen');
  expect(aware.search(query, 8, false).results[0]?.route).toBe('/docs/privacy-avg-security/bewaartermijnen#overzicht');
  // Not asked for a number: the section that explains.
  expect(aware.search('dagen chats', 8, false).results[0]?.route).toBe(
    '/docs/privacy-avg-security/bewaartermijnen#instellen',
  );
  // Every word of the question in the page's title, and the section with the figure a fraction of its score:
  // the result still names that section, where the number is.
  const transcription: Page[] = [
    {
      route: '/docs/geavanceerd/transcriptie',
      title: 'Transcriptie van een opname',
      sections: [
        {anchor: '#wat-is', heading: 'Wat is het?', text: 'Het zet spraak om in tekst.'},
        {anchor: '#limieten', heading: 'Bestanden', text: 'Het bestand is een mp3. Een opname duurt maximaal 2 uur.'},
      ],
    },
  ];
  const query2 = 'hoeveel uur opname transcriptie';
  const local = (quantityWords: string[]) =>
    new SearchEngine(
      buildIndexes(transcription),
      {stopWords: ['een', 'van', 'uur'], synonyms: {}, quantityWords},
      'nl',
    );
  expect(local([]).search(query2, 8, false).results[0]?.route).toBe('/docs/geavanceerd/transcriptie');
  expect(local(['hoeveel']).search(query2, 8, false).results[0]?.route).toBe('/docs/geavanceerd/transcriptie#limieten');
});

test('the snippet file holds the text of each section of a built page, one line per block, keyed by route and anchor', () => {
  const html =
    '<article><div class="theme-doc-markdown markdown"><header><h1>T</h1></header><p>Intro &amp; meer.</p>' +
    '<h2 class="anchor" id=limieten>Limieten<a href="#limieten">​</a></h2><p>50 <b>berichten</b> per dag.</p>' +
    '<table><tr><th>Limiet<th>Waarde<tr><td>Berichten per dag</td><td>50</td></tr></table><ul><li>Een<li>Twee</ul>' +
    '<h3 id="uren">Uren</h3><p>Van 8 tot 17.</p></div></article>';
  expect(sectionsOf('/docs/x', html)).toEqual({
    '/docs/x': 'Intro & meer.',
    '/docs/x#limieten': '50 berichten per dag.\nLimiet Waarde\nBerichten per dag 50\nEen\nTwee',
    '/docs/x#uren': 'Van 8 tot 17.',
  });
});

test('a quote reads as the page does: no space before punctuation after a bold label or a link, a no-break space kept', () => {
  const html =
    '<article><div class="theme-doc-markdown markdown"><p>Klik op <strong>Opslaan</strong>. Kies ' +
    '<a href="/docs/y"><code>Model</code></a>, dan <em>Klaar</em>: ok.</p><p>Horaires\u00a0: de 7 à 22 h.</p>' +
    '<table><tr><td><b>Berichten</b></td><td>50</td></tr></table></div></article>';
  expect(sectionsOf('/docs/x', html)).toEqual({
    '/docs/x': 'Klik op Opslaan. Kies Model, dan Klaar: ok.\nHoraires\u00a0: de 7 à 22 h.\nBerichten 50',
  });
});

test('the stem cache stays bounded however many different words are searched', () => {
  const fresh = bareEngine();
  for (let i = 0; i < STEM_CACHE_LIMIT * 2; i += 10)
    fresh.search(Array.from({length: 10}, (_, j) => `woordje${i + j}`).join(' '), 8, false);
  expect(fresh.stemCacheSize).toBeGreaterThan(STEM_CACHE_LIMIT / 2);
  expect(fresh.stemCacheSize).toBeLessThanOrEqual(STEM_CACHE_LIMIT);
  // A word still finds its page after the cache has turned over.
  expect(fresh.search('lesgroep', 8, false).results[0].route).toContain('/docs/beheeromgeving/lesgroepen');
});

test('a 512-character paste of long unknown words compares only a few of its words with the vocabulary', () => {
  const fresh = bareEngine();
  // The usual work for one unknown word: the typo scan of the vocabulary and the suggestion's scan.
  expect(fresh.search('xqzvbnwq', 8, false).results).toEqual([]);
  const perWord = fresh.comparisons;
  expect(perWord).toBeGreaterThan(0);
  const paste = Array.from({length: 60}, (_, i) => `onbekendwoordnummer${i}`)
    .join(' ')
    .slice(0, 512);
  fresh.search(paste, 8, false);
  expect(fresh.comparisons).toBeLessThanOrEqual(MAX_SCANNED_WORDS * perWord);
  // Only the scan is bounded: a known word late in a long query is still found, and a typo early in one.
  expect(fresh.search(`${'xqzvbnwq '.repeat(20)}lesgroep`, 8, false).results[0]?.route).toContain('lesgroepen');
  expect(fresh.search(`lesgrop ${'xqzvbnwq '.repeat(20)}`, 8, false).results[0]?.route).toContain('lesgroepen');
});

test('one typo anywhere in a word of 5+ letters: a letter left out or mistyped, also where the stemmer cuts', () => {
  expect(oneLetterEdits('thma', ['e', 'x'])).toEqual(
    expect.arrayContaining(['ethma', 'tehma', 'thema', 'thmae', 'xhma', 'txma', 'thxa', 'thmx']),
  );
  expect(oneLetterEdits('ab', ['a'])).not.toContain('ab');
  // French: "signalement" is indexed as "signal"; "signalemnt" (one letter left out) is 4 edits from that stem
  // and is no French word the stemmer knows, so only the word with the letter put back finds it.
  const french: Page[] = [
    {
      route: '/fr/docs/messages',
      title: 'Messages',
      sections: [{anchor: '#traiter', heading: 'Traiter un signalement', text: 'Un signalement arrive au mentor.'}],
    },
    {route: '/fr/docs/theme', title: 'Thème', sections: [{anchor: '#sombre', heading: 'Sombre', text: 'Mode sombre.'}]},
  ];
  const fr = bareEngine(french, 'fr');
  expect(fr.search('signalemnt', 8, false).results[0]?.route).toBe('/fr/docs/messages#traiter');
  expect(fr.search('signalemant', 8, false).results[0]?.route).toBe('/fr/docs/messages#traiter');
  // Exact words are not widened: a known word finds its own page only.
  expect(fr.search('sombre', 8, false).results.map((result) => result.route)).toEqual(['/fr/docs/theme#sombre']);
});

test('a French word finds it where the page writes it after an elided article ("l\'écran d\'accueil")', () => {
  // lunr indexes "d'accueil" and "l'écran" as written: a page that writes the word only that way is found by
  // the word alone, as by the word with its article.
  const french: Page[] = [
    {
      route: '/fr/docs/accueil',
      title: 'Premiers pas',
      sections: [{anchor: '#ecran', heading: 'Votre tableau', text: "Ouvrez l'écran d'accueil."}],
    },
    {route: '/fr/docs/menu', title: 'Le menu', sections: [{anchor: '#accueil', heading: 'Accueil', text: 'Accueil.'}]},
  ];
  const fr = bareEngine(french, 'fr');
  for (const query of ['accueil', "d'accueil", 'écran'])
    expect(
      fr.search(query, 8, false).results.map((result) => result.route.split('#')[0]),
      query,
    ).toContain('/fr/docs/accueil');
  // An elided word of a page does not make another word match it: "menu" is not "l'écran".
  expect(fr.search('menu', 8, false).results.map((result) => result.route)).toEqual(['/fr/docs/menu']);
});

test('a word the stemmer makes into another word ("Schüler" and "Schule": schul) finds its own pages, also in a compound', () => {
  const german: Page[] = [
    {
      route: '/de/docs/beheeromgeving/scholen',
      title: 'Schulen verwalten',
      sections: [{anchor: '#neu', heading: 'Eine Schule hinzufügen', text: 'Jede Schule hat eigene Einstellungen.'}],
    },
    {
      route: '/de/docs/beheeromgeving/leerlingen',
      title: 'Lernende',
      sections: [{anchor: '#chats', heading: 'Chats von Lernenden', text: 'Lernende verwalten ihre Chats selbst.'}],
    },
  ];
  const words = {stopWords: ['die', 'von'], synonyms: {schüler: ['lernende']}};
  const plain = new SearchEngine(buildIndexes(german, 'de'), words, 'de');
  const kept = new SearchEngine(buildIndexes(german, 'de'), {...words, unstemmed: ['schüler']}, 'de');
  expect(firstRoute(plain, 'Schüler verwalten')).toMatch(/^\/de\/docs\/beheeromgeving\/scholen/);
  expect(firstRoute(kept, 'Schüler verwalten')).toMatch(/^\/de\/docs\/beheeromgeving\/leerlingen/);
  // Typed without the umlaut, and as the first part of a compound.
  expect(firstRoute(kept, 'Schueler verwalten')).toMatch(/^\/de\/docs\/beheeromgeving\/leerlingen/);
  expect(firstRoute(kept, 'Schülerchats')).toMatch(/^\/de\/docs\/beheeromgeving\/leerlingen/);
  // "Schule" itself still finds the schools.
  expect(firstRoute(kept, 'Schule hinzufügen')).toMatch(/^\/de\/docs\/beheeromgeving\/scholen/);
});
