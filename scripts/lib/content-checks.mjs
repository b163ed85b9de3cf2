// The content checks of `npm run check:content` (scripts/check-content.mjs): everything about the manual's
// sources that can be checked without a build, each finding at its file and line, in an editor's words.
// The rules' data lives in src/data/ (ui-labels.json, canonical-facts.json, forbidden-words.json,
// content-rules.json; see src/data/README.md); this module only applies them.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {countWords, listFiles, prose} from './files.mjs';
import {jsonStrings} from './json-lines.mjs';
import {headings, proseLines, readMarkdown} from './markdown.mjs';
import {
  MAX_RATIO,
  MIN_RATIO,
  languageOf,
  translationHistory,
  translationMarks,
  translationPairs,
  wordRatio,
} from './translations.mjs';
import {defaultLocale, localeCodes} from '../../config/locales.mjs';

const docsDir = (locale) =>
  locale === defaultLocale ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const blogDir = (locale) => (locale === defaultLocale ? 'blog' : `i18n/${locale}/docusaurus-plugin-content-blog`);
const pagesDir = (locale) =>
  locale === defaultLocale ? 'src/pages' : `i18n/${locale}/docusaurus-plugin-content-pages`;

/** All kinds of spaces as one plain space; typographic apostrophes as '. */
export const normalise = (text) => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').replace(/[’‘]/g, "'");

/**
 * The ordinary spaces where a line must not break, per locale (checkNoBreakSpaces): in French before the double
 * punctuation marks and », after «, and between a number and %; in German between a number and %.
 */
const noBreakMarks = {
  fr: /(?<=\S) (?=[:;?!»])|(?<=\d) (?=%)|(?<=«) (?=\S)/g,
  de: /(?<=\d) (?=%)/g,
};

/** A line as a reader reads it, for the number checks: no bold markers, links as their text, no table bars. */
const plainLine = (text) =>
  normalise(
    text
      .replace(/\*\*/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\|/g, ' '),
  );

/** A line without what a reader does not read as words: link targets, heading ids, inline-code markers. */
const wordsLine = (text) =>
  normalise(
    text
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\{#[^}]*\}/g, '')
      .replace(/\b(href|src|to)="[^"]*"/g, ''),
  );

/** Fenced code a reader reads as text (prompts, answers, diagrams), unlike data and program code. */
const proseFence = /^(|text|txt|md|markdown|mermaid|plain)$/;

/**
 * What a reader reads of a line in a code block: the quoted labels of a Mermaid diagram and its text
 * alternative (not node ids), and a prompt's words; a data line without spaces (CSV) is not text.
 */
function readerCode(line) {
  if (line.lang === 'mermaid') {
    const alternative = /^\s*acc(Title|Descr):(.*)$/.exec(line.text)?.[2];
    return alternative ?? [...line.text.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(' ');
  }
  return /\s/.test(line.text.trim()) ? line.text : '';
}

const readJson = (root, rel) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));

/**
 * Runs every check on the tree at `root` (the repository, or a test's small copy of it). Returns the
 * findings, sorted by file and line, the number of files read and how much each check saw.
 */
export function checkContent(root) {
  const findings = [];
  let filesRead = 0;
  /** How much was checked, so that a test can see that a check ran at all. */
  const counts = {
    bold: Object.fromEntries(localeCodes.map((locale) => [locale, 0])),
    links: 0,
    jsonTexts: 0,
    diagrams: 0,
    svgs: new Set(),
  };
  const add = (file, line, kind, what, fix) => findings.push({file, line, kind, what, fix});

  // ---- The rules' data, checked first: a bad pattern stops nothing else.
  const uiLabels = readJson(root, 'src/data/ui-labels.json');
  const facts = readJson(root, 'src/data/canonical-facts.json').facts;
  const forbidden = readJson(root, 'src/data/forbidden-words.json').locales;
  const rules = readJson(root, 'src/data/content-rules.json');
  const labels = Object.fromEntries(
    localeCodes.map((locale) => [locale, new Set(uiLabels.labels.map((label) => normalise(label[locale] ?? '')))]),
  );
  uiLabels.labels.forEach((label, index) => {
    for (const locale of localeCodes) {
      const text = label[locale];
      if (!text || text !== text.trim() || text.includes('**'))
        add(
          'src/data/ui-labels.json',
          1,
          'data',
          `label ${index + 1} has no clean ${locale} text`,
          'give every label its nl, en, fr and de text, without spaces around it or ** markers',
        );
    }
  });
  const regex = (source, flags, where) => {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      add(
        where,
        1,
        'data',
        `the pattern /${source}/ is not a valid regular expression (${error.message})`,
        'fix the pattern',
      );
      return null;
    }
  };
  const factPatterns = facts.map((fact) =>
    Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        {
          match: regex(fact.match[locale], 'iu', 'src/data/canonical-facts.json'),
          forbid: fact.forbid?.[locale] ? regex(fact.forbid[locale], 'iu', 'src/data/canonical-facts.json') : null,
        },
      ]),
    ),
  );
  const wordPatterns = Object.fromEntries(
    localeCodes.map((locale) => [
      locale,
      (forbidden[locale] ?? []).flatMap((entry) => {
        const pattern = regex(entry.pattern, entry.ignoreCase ? 'giu' : 'gu', 'src/data/forbidden-words.json');
        return pattern ? [{...entry, regex: pattern}] : [];
      }),
    ]),
  );
  const authors = Object.keys(yaml.load(fs.readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')) ?? {});
  const tags = Object.keys(yaml.load(fs.readFileSync(path.join(root, 'blog/tags.yml'), 'utf8')) ?? {});

  /** Forbidden words and conflicting facts in one line of reader text. */
  function checkWords(file, line, locale, text, {facts: withFacts = true} = {}) {
    const clean = wordsLine(text);
    for (const entry of wordPatterns[locale]) {
      for (const m of clean.matchAll(entry.regex))
        add(file, line, 'word', `"${m[0]}" must not appear in ${locale} text: ${entry.why}`, `write ${entry.use}`);
    }
    if (!withFacts) return;
    const plain = plainLine(text);
    facts.forEach((fact, index) => {
      if (!fact.forbidEverywhere) return;
      const conflict = factPatterns[index][locale].forbid && plain.match(factPatterns[index][locale].forbid);
      if (conflict)
        add(
          file,
          line,
          'fact',
          `"${conflict[0]}" contradicts the fact "${fact.fact}"`,
          `state it as /${fact.match[locale]}/ (src/data/canonical-facts.json)`,
        );
    });
  }

  // ---- The Markdown sources of every locale.
  const docs = {};
  for (const locale of localeCodes) {
    docs[locale] = new Map();
    for (const full of listFiles(path.join(root, docsDir(locale)), /\.mdx?$/, (name) => name.startsWith('_'))) {
      const rel = path.relative(path.join(root, docsDir(locale)), full);
      const id = rel
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      const md = readMarkdown(path.relative(root, full), fs.readFileSync(full, 'utf8'));
      md.headings = headings(md);
      md.ids = new Set(md.headings.map((h) => h.id));
      md.locale = locale;
      md.id = id;
      docs[locale].set(id, md);
    }
  }
  const markdownFiles = (dir) =>
    listFiles(path.join(root, dir), /\.mdx?$/, (name) => name.startsWith('_')).map((full) => {
      const md = readMarkdown(path.relative(root, full), fs.readFileSync(full, 'utf8'));
      md.headings = headings(md);
      md.ids = new Set(md.headings.map((h) => h.id));
      return md;
    });

  function frontMatterField(md, key, what, fix) {
    const value = md.frontMatter.data[key];
    const empty = value === undefined || value === null || (typeof value === 'string' && !value.trim());
    if (empty)
      add(
        md.file,
        md.frontMatter.fieldLines[key] ?? 1,
        'front matter',
        `the front matter has no ${key}${what ? ` (${what})` : ''}`,
        fix,
      );
    return empty ? null : value;
  }

  function checkFrontMatter(md) {
    if (!md.frontMatter.endLine) {
      add(
        md.file,
        1,
        'front matter',
        'the page has no front matter',
        'start the file with --- lines holding title, description and the other fields of the template',
      );
      return false;
    }
    if (md.frontMatter.error) {
      add(
        md.file,
        1,
        'front matter',
        `the front matter is not valid YAML (${md.frontMatter.error})`,
        'put a text with a colon in quotes: title: "Versie 3.4.3: beveiligingsupdate"',
      );
      return false;
    }
    return true;
  }

  function checkDoc(md, locale) {
    const dutch = docs[defaultLocale].get(md.id);
    if (checkFrontMatter(md)) {
      frontMatterField(md, 'title', 'the page title', 'add title: <the title of the page>');
      frontMatterField(md, 'sidebar_label', 'the short label in the sidebar', 'add sidebar_label: <a short title>');
      frontMatterField(
        md,
        'description',
        'one sentence for the chapter cards and search engines',
        'add description: <one sentence on what the reader can do with this page>',
      );
      const keywords = frontMatterField(
        md,
        'keywords',
        'the words a reader searches for',
        'add keywords: [word, word, …]',
      );
      if (keywords !== null && (!Array.isArray(keywords) || keywords.length === 0))
        add(
          md.file,
          md.frontMatter.fieldLines.keywords,
          'front matter',
          'keywords is not a list',
          'write keywords: [word, word, …]',
        );
      const inSidebar = md.frontMatter.data.displayed_sidebar === undefined;
      if (inSidebar) {
        const position = frontMatterField(
          md,
          'sidebar_position',
          'the place in the chapter',
          'add sidebar_position: <number>',
        );
        if (position !== null && typeof position !== 'number')
          add(
            md.file,
            md.frontMatter.fieldLines.sidebar_position,
            'front matter',
            `sidebar_position "${position}" is not a number`,
            'write a number, e.g. sidebar_position: 4',
          );
        const dutchPosition = dutch?.frontMatter.data.sidebar_position;
        if (locale !== defaultLocale && dutch && position !== null && position !== dutchPosition)
          add(
            md.file,
            md.frontMatter.fieldLines.sidebar_position,
            'front matter',
            `sidebar_position is ${position}, the Dutch page has ${dutchPosition}`,
            `write sidebar_position: ${dutchPosition}`,
          );
      }
    }
    if (md.file.endsWith('.mdx') && md.frontMatter.data.displayed_sidebar !== undefined) return; // a page built from data
    checkTemplate(md, locale);
    checkBold(md, locale);
    checkFacts(md, locale);
    checkLength(md, locale, dutch);
    checkHurry(md, locale);
  }

  function checkTemplate(md, locale) {
    const body = proseLines(md);
    const firstH2 = md.headings.find((h) => h.level === 2);
    for (const h of md.headings) {
      if (h.level === 1)
        add(
          md.file,
          h.line,
          'template',
          `"# ${h.text}" is a level-1 heading`,
          'the title comes from the front matter: make it ## or remove it',
        );
      if (h.level > 3)
        add(
          md.file,
          h.line,
          'template',
          `"${'#'.repeat(h.level)} ${h.text}" is below level 3`,
          'use ## or ### (the table of contents shows two levels)',
        );
    }
    if (!firstH2) {
      add(
        md.file,
        md.frontMatter.endLine || 1,
        'template',
        'the page has no ## section',
        'split the text into sections with ## headings (CONTENT.md §2.2)',
      );
      return;
    }
    const lead = body.filter(
      (line) => line.n < firstH2.line && line.text.trim() && !/^\s*(import|export)\s/.test(line.text),
    );
    const audience = lead.find((line) => normalise(line.text).startsWith(`**${rules.audienceLine[locale]}**`));
    if (!audience)
      add(
        md.file,
        firstH2.line,
        'template',
        `no audience line before the first section`,
        `add "**${rules.audienceLine[locale]}** …" after the opening sentences (CONTENT.md §2.2)`,
      );
    else {
      if (!lead.some((line) => line.n < audience.n && !line.text.startsWith('**')))
        add(
          md.file,
          audience.n,
          'template',
          'the page does not open with one to three sentences before the audience line',
          'say first what this page is about and what the reader can do with it',
        );
      const only = rules.productLine[locale];
      const productElsewhere = lead.find((line) => line !== audience && normalise(line.text).includes(`**${only}**`));
      if (productElsewhere)
        add(
          md.file,
          productElsewhere.n,
          'template',
          `"**${only}**" is not on the audience line`,
          `put it on the audience line: **${rules.audienceLine[locale]}** … · **${only}** …`,
        );
    }
    const h2s = md.headings.filter((h) => h.level === 2);
    const last = h2s.at(-1);
    const seeAlso = rules.seeAlso[locale];
    const seeAlsoHeading = h2s.find((h) => h.text === seeAlso);
    if (!seeAlsoHeading)
      add(
        md.file,
        last.line,
        'template',
        `the page has no "## ${seeAlso}" section`,
        `end the page with "## ${seeAlso}" and 2 to 5 links`,
      );
    else {
      if (seeAlsoHeading !== last || md.headings.at(-1) !== seeAlsoHeading)
        add(
          md.file,
          seeAlsoHeading.line,
          'template',
          `"## ${seeAlso}" is not the last section`,
          `move it to the end of the page`,
        );
      const links = body.filter((line) => line.n > seeAlsoHeading.line && /^\s*[-*]\s.*\]\(/.test(line.text)).length;
      if (links < rules.seeAlsoLinks.min || links > rules.seeAlsoLinks.max)
        add(
          md.file,
          seeAlsoHeading.line,
          'template',
          `"## ${seeAlso}" has ${links} links`,
          `list ${rules.seeAlsoLinks.min} to ${rules.seeAlsoLinks.max} links, one per line: - [Title](./page.md)`,
        );
    }
    const admonitions = body.filter((line) => /^\s*:::(tip|note|info|warning|danger|caution)\b/.test(line.text));
    if (admonitions.length > rules.maxAdmonitions)
      add(
        md.file,
        admonitions[rules.maxAdmonitions].n,
        'template',
        `the page has ${admonitions.length} admonitions`,
        `keep at most ${rules.maxAdmonitions} (CONTENT.md §2.3): make the others plain text`,
      );
  }

  function checkBold(md, locale) {
    const markers = [rules.audienceLine[locale], rules.productLine[locale]];
    for (const line of proseLines(md)) {
      const withoutCode = line.text.replace(/`[^`]*`/g, '``');
      for (const m of withoutCode.matchAll(/\*\*(.+?)\*\*/g)) {
        const text = normalise(m[1]).trim();
        const before = withoutCode.slice(0, m.index);
        const next = withoutCode.slice(m.index + m[0].length, m.index + m[0].length + 2);
        const opensBlock = /^\s*((\d+\.|[-*])\s+)?$/.test(before);
        counts.bold[locale] += 1;
        const allowed =
          labels[locale].has(text) ||
          markers.includes(text) ||
          /[.:?!]$/.test(text) ||
          (opensBlock && /^[\s\u00a0\u202f]?[.:]/.test(next));
        if (!allowed)
          add(
            md.file,
            line.n,
            'label',
            `**${text}** is not a ${locale} label of the app`,
            `write the label exactly as in src/data/ui-labels.json, or remove the bold (bold is only for labels and lead-ins)`,
          );
      }
    }
  }

  function checkFacts(md, locale) {
    const lines = proseLines(md).map((line) => ({n: line.n, text: plainLine(line.text)}));
    const text = lines.map((line) => line.text).join(' ');
    const lineAt = (index) => {
      let at = 0;
      for (const line of lines) {
        if (index < at + line.text.length + 1) return line.n;
        at += line.text.length + 1;
      }
      return lines.at(-1)?.n ?? 1;
    };
    facts.forEach((fact, index) => {
      const patterns = factPatterns[index][locale];
      const listed = fact.pages.includes(md.id);
      if (listed && patterns.match && !patterns.match.test(text))
        add(
          md.file,
          md.headings[0]?.line ?? 1,
          'fact',
          `the page does not state "${fact.fact}" as /${fact.match[locale]}/`,
          `state it in those words, or change the pattern in src/data/canonical-facts.json if the ${locale} wording is better`,
        );
      if ((listed || fact.forbidEverywhere) && patterns.forbid) {
        const conflict = new RegExp(patterns.forbid.source, 'giu');
        for (const m of text.matchAll(conflict))
          add(
            md.file,
            lineAt(m.index),
            'fact',
            `"${m[0]}" contradicts the fact "${fact.fact}"`,
            `write /${fact.match[locale]}/ (src/data/canonical-facts.json)`,
          );
      }
    });
  }

  function words(md) {
    return countWords(prose(path.join(root, md.file)));
  }
  function checkLength(md, locale, dutch) {
    if (locale === defaultLocale) {
      const count = words(md);
      if (count > rules.maxWordsDutch)
        add(
          md.file,
          1,
          'length',
          `the page has ${count} words, more than ${rules.maxWordsDutch}`,
          'cut repetition and link to the page that explains it (CONTENT.md §1.4.7)',
        );
    } else if (dutch) {
      const ratio = words(md) / Math.max(1, words(dutch));
      if (ratio > rules.maxTranslationRatio)
        add(
          md.file,
          1,
          'length',
          `the translation is ${(ratio * 100).toFixed(1)} % of the Dutch page's words, more than ${Math.round(rules.maxTranslationRatio * 100)} %`,
          'say what the Dutch page says, in fewer words (CONTENT.md §1.4.7)',
        );
    }
  }

  /**
   * Where a line must not break: French sets a no-break space before : ; ? ! and », after «, and between a number
   * and %; German between a number and %. With an ordinary space there, a line of the page can start with the
   * mark. In a heading without an explicit id the fix changes the id Docusaurus makes from its text: a link to the
   * old id is then reported by the link check.
   */
  function checkNoBreakSpaces(md, locale) {
    for (const line of md.lines) {
      if (line.code) continue;
      if (line.frontMatter && !/^(title|description|sidebar_label):/.test(line.text)) continue;
      if (/^\s*(import|export)\s/.test(line.text) || /^\s*\|?[\s:|-]+$/.test(line.text)) continue;
      noBreakSpaces(md.file, line.n, locale, line.text);
    }
  }
  function noBreakSpaces(file, n, locale, line) {
    const marks = noBreakMarks[locale];
    if (!marks) return;
    // What the reader does not read: inline code and link targets (kept as long, so that columns stay true).
    const text = line
      .replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
      .replace(/\]\([^)]*\)/g, (target) => `]${' '.repeat(target.length - 1)}`);
    for (const m of text.matchAll(marks)) {
      const mark = text[m.index - 1] === '«' ? '«' : text[m.index + 1];
      const around = line.slice(Math.max(0, m.index - 20), m.index + 20).trim();
      add(
        file,
        n,
        'typography',
        `an ordinary space ${mark === '«' ? 'after' : 'before'} "${mark}" in "${around}": a line can break there`,
        'type a no-break space (U+00A0) instead of that space (or copy one from another line of the page)',
      );
    }
  }

  function checkHurry(md, locale) {
    for (const rule of rules.quickLinks.filter((r) => r.page === md.id)) {
      const firstH2 = md.headings.find((h) => h.level === 2)?.line ?? Infinity;
      const line = proseLines(md).find(
        (l) =>
          l.n < firstH2 &&
          rule.anchors.every((anchor) => l.text.includes(`](#${anchor})`)) &&
          (l.text.match(/\]\(#/g) ?? []).length >= rule.minLinks,
      );
      const text = rule.text[locale];
      if (!line)
        add(
          md.file,
          Number.isFinite(firstH2) ? firstH2 : 1,
          'hurry',
          `no quick-links line before the first section`,
          `add a line${text ? ` "${text}: …"` : ''} with at least ${rule.minLinks} links, to ${rule.anchors.map((a) => `#${a}`).join(' and ')} among them (CONTENT.md §1.4.7)`,
        );
      else if (text && !line.text.replace(/\*/g, '').startsWith(text))
        add(md.file, line.n, 'hurry', `the quick-links line does not start with "${text}"`, `start it with "${text}:"`);
    }
    for (const rule of rules.sectionOrder.filter((r) => r.page === md.id)) {
      const lineOf = (id) => md.headings.find((h) => h.id === id)?.line;
      for (const id of [...rule.before, ...rule.after])
        if (!lineOf(id))
          add(
            md.file,
            1,
            'hurry',
            `no heading with the id #${id}`,
            `keep the heading and its {#${id}} (CONTENT.md §2.3)`,
          );
      const firstAfter = Math.min(...rule.after.map(lineOf).filter(Boolean));
      for (const id of rule.before)
        if (lineOf(id) > firstAfter)
          add(
            md.file,
            lineOf(id),
            'hurry',
            `the section #${id} comes after #${rule.after.find((a) => lineOf(a) === firstAfter)}`,
            `move it before ${rule.after.map((a) => `#${a}`).join(' and ')} (CONTENT.md §1.4.7)`,
          );
    }
  }

  function checkBlogPost(md, locale) {
    if (!checkFrontMatter(md)) return;
    const at = (key) => md.frontMatter.fieldLines[key] ?? 1;
    frontMatterField(md, 'title', '', 'add title: "Versie x.y.z: <what changed>"');
    frontMatterField(
      md,
      'description',
      'one sentence for the post list and search engines',
      'add description: <one sentence>',
    );
    const date = frontMatterField(md, 'date', '', 'add date: YYYY-MM-DDT10:00:00+01:00');
    const fileDate = /^(\d{4}-\d{2}-\d{2})-/.exec(path.basename(md.file))?.[1];
    if (date !== null) {
      const iso = date instanceof Date ? date : new Date(String(date));
      if (Number.isNaN(iso.getTime()))
        add(
          md.file,
          at('date'),
          'front matter',
          `date "${date}" is not a date`,
          'write date: YYYY-MM-DDT10:00:00+01:00',
        );
      else if (fileDate && !String(md.lines[at('date') - 1].text).includes(fileDate))
        add(
          md.file,
          at('date'),
          'front matter',
          `the date is not ${fileDate}, the date in the file name`,
          'make the file name and the date the same day',
        );
    }
    for (const [key, known, list] of [
      ['authors', authors, 'blog/authors.yml'],
      ['tags', tags, 'blog/tags.yml'],
    ]) {
      const value = frontMatterField(md, key, '', `add ${key}: [${known[0] ?? ''}]`);
      if (value === null) continue;
      for (const item of [value].flat())
        if (typeof item !== 'string' || !known.includes(item))
          add(
            md.file,
            at(key),
            'front matter',
            `${key.slice(0, -1)} "${typeof item === 'string' ? item : JSON.stringify(item)}" is not in ${list}`,
            `use one of: ${known.join(', ')}`,
          );
    }
    void locale;
  }

  const categorySlugs = new Set(
    listFiles(path.join(root, 'docs'), /^_category_\.json$/).map(
      (file) => JSON.parse(fs.readFileSync(file, 'utf8')).link?.slug,
    ),
  );
  const svgChecked = new Map();
  /** Mermaid diagrams with a text alternative; illustrations (SVG) with a title and role="img". */
  function checkDiagramsAndSvgs(md) {
    let block = null;
    for (const line of md.lines) {
      if (!line.code || line.lang !== 'mermaid') {
        if (block) finishDiagram(md, block);
        block = null;
        continue;
      }
      if (!block) {
        block = {line: line.n, text: ''};
        counts.diagrams += 1;
      } else block.text += `${line.text}\n`;
    }
    if (block) finishDiagram(md, block);
    for (const line of proseLines(md)) {
      for (const m of line.text.matchAll(/!\[[^\]]*\]\((\/img\/[^)\s]+\.svg)\)/g)) {
        const file = path.join(root, 'static', m[1]);
        if (!fs.existsSync(file)) continue;
        if (!svgChecked.has(m[1])) {
          counts.svgs.add(m[1]);
          svgChecked.set(m[1], /role="img"[\s\S]*<title/.test(fs.readFileSync(file, 'utf8')));
        }
        if (!svgChecked.get(m[1]))
          add(
            md.file,
            line.n,
            'image',
            `the illustration ${m[1]} has no <title> after role="img"`,
            `give the <svg> element role="img" and a <title> that names the picture (CONTENT.md §2.3)`,
          );
      }
    }
  }
  function finishDiagram(md, block) {
    if (!/accTitle:/.test(block.text) || !/accDescr:/.test(block.text))
      add(
        md.file,
        block.line,
        'image',
        'the Mermaid diagram has no text alternative',
        'add accTitle: <title> and accDescr: <what the diagram shows, in one or two sentences> under its first line',
      );
  }

  function checkLinksAndImages(md, locale) {
    const dir = path.dirname(md.file);
    for (const line of proseLines(md)) {
      const text = line.text.replace(/`[^`]*`/g, '``');
      for (const m of text.matchAll(/(!?)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const [, bang, label, url] = m;
        if (bang) {
          if (countWords(label) < rules.minAltWords)
            add(
              md.file,
              line.n,
              'image',
              `the image ${url} has ${label.trim() ? `alt text of ${countWords(label)} word(s)` : 'no alt text'}`,
              `describe what the image shows in ${rules.minAltWords} words or more, in the page's language: ![…](${url})`,
            );
          if (url.startsWith('/') && !fs.existsSync(path.join(root, 'static', url.split(/[?#]/)[0])))
            add(
              md.file,
              line.n,
              'image',
              `the image ${url} does not exist`,
              `put the file in static${url} or fix the path`,
            );
          continue;
        }
        if (/^[a-z]+:/i.test(url)) continue;
        counts.links += 1;
        const [target, anchor] = url.split('#');
        let md2 = null;
        let targetName = '';
        if (!target) {
          md2 = md;
          targetName = 'this page';
        } else if (/\.mdx?$/.test(target)) {
          const file = path.normalize(path.join(dir, decodeURIComponent(target)));
          targetName = target;
          const base = docsDir(locale);
          const id = path
            .relative(base, file)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/');
          md2 = file.startsWith(base + path.sep) ? docs[locale].get(id) : null;
          if (!md2) {
            if (fs.existsSync(path.join(root, file))) continue;
            add(
              md.file,
              line.n,
              'link',
              `the link to ${target} leads nowhere: there is no file ${file}`,
              'check the path relative to this file (../chapter/page.md) and the file name',
            );
            continue;
          }
        } else if (/^\/docs\/category\//.test(target)) {
          if (!categorySlugs.has(target.replace(/^\/docs/, '').replace(/\/$/, '')))
            add(
              md.file,
              line.n,
              'link',
              `the link to ${target} leads nowhere: no chapter has that slug`,
              `use the slug of a chapter's _category_.json: ${[...categorySlugs].map((slug) => `/docs${slug}`).join(', ')}`,
            );
          continue;
        } else if (/^\/docs\//.test(target)) {
          const id = target.replace(/^\/docs\//, '').replace(/\/$/, '');
          md2 = docs[locale].get(id);
          targetName = target;
          if (!md2) {
            add(
              md.file,
              line.n,
              'link',
              `the link to ${target} leads nowhere: there is no docs page ${id}`,
              'check the path against the files under docs/',
            );
            continue;
          }
          if (md.id !== undefined)
            add(
              md.file,
              line.n,
              'link',
              `the link to ${target} is a site address`,
              `link the file instead: ${path.relative(path.dirname(md.id) || '.', id) || id}.md (CONTENT.md §2.3)`,
            );
        } else continue;
        if (anchor && !md2.ids.has(decodeURIComponent(anchor))) {
          const near = [...md2.ids].filter((id) => id.split('-')[0] === anchor.split('-')[0]).slice(0, 3);
          add(
            md.file,
            line.n,
            'link',
            `the link to ${targetName}#${anchor} names a heading that does not exist on ${md2 === md ? 'this page' : md2.file}`,
            near.length
              ? `use one of its heading ids: ${near.map((id) => `#${id}`).join(', ')}`
              : `use the id of one of its headings, or give the heading an id: ## Title {#${anchor}}`,
          );
        }
      }
    }
  }

  for (const locale of localeCodes) {
    const blog = markdownFiles(blogDir(locale));
    const pages = markdownFiles(pagesDir(locale));
    filesRead += docs[locale].size + blog.length + pages.length;
    for (const md of docs[locale].values()) checkDoc(md, locale);
    for (const md of blog) checkBlogPost(md, locale);
    for (const md of [...docs[locale].values(), ...blog, ...pages]) {
      checkLinksAndImages(md, locale);
      checkNoBreakSpaces(md, locale);
      checkDiagramsAndSvgs(md);
      for (const line of md.lines) {
        if (line.frontMatter && !/^(title|description|sidebar_label):/.test(line.text)) continue;
        if (/^\s*(import|export)\s/.test(line.text)) continue;
        if (line.code && !proseFence.test(line.lang)) continue;
        checkWords(md.file, line.n, locale, line.code ? readerCode(line) : line.text, {facts: false});
      }
    }
  }

  // ---- Reader text outside the Markdown: glossary, start pages, roadmaps, UI strings.
  const localeKeys = new Set(localeCodes);
  const dataFiles = [
    {rel: 'src/data/glossary.json', locale: (p) => p.find((key) => localeKeys.has(key))},
    ...localeCodes.map((locale) => ({rel: `src/data/start/${locale}.json`, locale: () => locale})),
    ...listFiles(path.join(root, 'src/data/roadmaps'), /\.json$/).map((full) => ({
      rel: path.relative(root, full),
      locale: () => /\.([a-z]{2})\.json$/.exec(full)?.[1],
    })),
    ...localeCodes.flatMap((locale) => [
      {rel: `i18n/${locale}/code.json`, locale: () => locale, message: true},
      ...listFiles(path.join(root, `i18n/${locale}/docusaurus-theme-classic`), /\.json$/).map((full) => ({
        rel: path.relative(root, full),
        locale: () => locale,
        message: true,
      })),
    ]),
  ];
  const skipKeys = new Set([
    'id',
    'doc',
    'link',
    'href',
    'to',
    'status',
    'quarter',
    'updated',
    'description',
    'tags',
    '$comment',
    'about',
    'icon',
    'image',
  ]);
  for (const {rel, locale: localeOf, message} of dataFiles) {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) continue;
    filesRead += 1;
    let strings;
    try {
      strings = jsonStrings(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      const line = Number(/^line (\d+)/.exec(error.message)?.[1] ?? 1);
      add(
        rel,
        line,
        'data',
        `the file is not valid JSON (${error.message.replace(/^line \d+: /, '')})`,
        'fix the JSON syntax',
      );
      continue;
    }
    for (const {path: keys, value, line} of strings) {
      const last = keys.at(-1);
      if (message ? last !== 'message' : skipKeys.has(last) && !(rel.includes('roadmaps') && last === 'description'))
        continue;
      const locale = localeOf(keys);
      if (!locale || !localeKeys.has(locale)) continue;
      counts.jsonTexts += 1;
      checkWords(rel, line, locale, value);
      noBreakSpaces(rel, line, locale, value);
      for (const segment of menuPathMistakes(value, labels[locale]))
        add(
          rel,
          line,
          'label',
          `"${segment}" in a menu path is not a ${locale} label of the app`,
          'write each step of the path (A > B > C) exactly as in src/data/ui-labels.json',
        );
      for (const m of value.matchAll(/\*\*(.+?)\*\*/g))
        if (!labels[locale].has(normalise(m[1]).trim()) && !/[.:?!]$/.test(m[1]))
          add(
            rel,
            line,
            'label',
            `**${m[1]}** is not a ${locale} label of the app`,
            'write the label exactly as in src/data/ui-labels.json',
          );
    }
  }

  // ---- Translations: present, in their language, not padded, not older than the Dutch.
  const history = translationHistory(root);
  for (const {locale, kind, source, translation} of translationPairs(root)) {
    const full = path.join(root, translation);
    if (!fs.existsSync(full)) {
      add(
        translation,
        1,
        'translation',
        `the ${locale} translation of ${source} is missing`,
        `translate ${source} into this file (same file name, same front matter fields)`,
      );
      continue;
    }
    const language = languageOf(full, locale);
    if (!language.ok)
      add(
        translation,
        1,
        'translation',
        `the text reads as language "${language.detected}", not ${locale} ("${language.expected}")`,
        `translate the page into ${locale}`,
      );
    const ratio = wordRatio(full, path.join(root, source));
    const max = kind === 'docs' ? rules.maxTranslationRatio : MAX_RATIO;
    if (ratio < MIN_RATIO || (kind !== 'docs' && ratio > max))
      add(
        translation,
        1,
        'translation',
        `the translation has ${Math.round(ratio * 100)} % of the words of ${source}`,
        `check that nothing is missing or added (${Math.round(MIN_RATIO * 100)}–${Math.round(max * 100)} %)`,
      );
    const marks = translationMarks(fs.readFileSync(full, 'utf8'));
    const newer = marks.outdated ? [] : history.newerDutchChanges(source, translation, marks.reviewedAgainst);
    if (newer.length)
      add(
        translation,
        1,
        'translation',
        `${source} changed after this translation (${newer.join('; ')})`,
        'bring the translation up to date, then commit it; or add translation_outdated: true to its front matter',
      );
  }

  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {findings, filesRead, counts: {...counts, svgs: counts.svgs.size}};
}

// A step of a menu path that names the reader's own thing, not a label: "je lesgroep", "Ihre Lerngruppe", "school".
// (In the first step only the possessive form counts: "Ga naar" before it is lower case too.)
const possessive = /^(je|jouw|your|a|an|the|votre|vos|un|une|le|la|Ihre?|Ihren|eine?)\s/u;
const lowerCase = /^\p{Ll}/u;

/**
 * The steps of the menu paths in a text ("Ga naar Lessen > Mijn lessen > je lesgroep > Toetsmodus") that are
 * not labels. The first step may follow other words ("Ga naar"), the last may be followed by more words.
 */
export function menuPathMistakes(text, labelSet) {
  const mistakes = [];
  for (const chain of normalise(text).matchAll(/[^.!?:;()«»"]+?(?: > [^>.!?;()«»"]+)+/g)) {
    const steps = chain[0].split(' > ').map((step) => step.trim());
    steps.forEach((step, index) => {
      const words = step.split(' ');
      const candidates =
        index === 0
          ? words.map((_, k) => words.slice(k).join(' '))
          : index === steps.length - 1
            ? words.map((_, k) =>
                words
                  .slice(0, k + 1)
                  .join(' ')
                  .replace(/,$/, ''),
              )
            : [step];
      const isPlaceholder = (candidate) => possessive.test(candidate) || (index > 0 && lowerCase.test(candidate));
      if (!candidates.some((candidate) => labelSet.has(candidate) || isPlaceholder(candidate))) mistakes.push(step);
    });
  }
  return mistakes;
}

/** One finding as an editor reads it: `file:line: what is wrong — how to fix it`. */
export const formatFinding = (f) => `${f.file}:${f.line}: ${f.what} — ${f.fix}`;
