// Reading a Markdown/MDX source line by line, for checks that report the line of a mistake: front matter
// (with the line of each field), fenced code, headings with the id Docusaurus gives them.
import fs from 'node:fs';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';

/**
 * A Markdown file as numbered lines. `lines[i]` is line i + 1 of the file, with `code: true` inside fenced
 * code blocks (the fences included, `lang` the fence's language) and `frontMatter: true` inside the front matter (the `---` included).
 */
export function readMarkdown(file, text = fs.readFileSync(file, 'utf8')) {
  const raw = text.split(/\r?\n/);
  const lines = raw.map((line, index) => ({n: index + 1, text: line, code: false, lang: '', frontMatter: false}));
  let bodyStart = 0;
  const frontMatter = {data: {}, error: null, fieldLines: {}, endLine: 0};
  if (raw[0] === '---') {
    const end = raw.indexOf('---', 1);
    if (end > 0) {
      for (let i = 0; i <= end; i++) lines[i].frontMatter = true;
      bodyStart = end + 1;
      frontMatter.endLine = end + 1;
      try {
        frontMatter.data = yaml.load(raw.slice(1, end).join('\n')) ?? {};
      } catch (error) {
        frontMatter.error = String(error.reason ?? error.message);
      }
      for (let i = 1; i < end; i++) {
        const key = /^([A-Za-z_][\w-]*):/.exec(raw[i])?.[1];
        if (key) frontMatter.fieldLines[key] = i + 1;
      }
    }
  }
  let fence = null;
  let lang = '';
  for (let i = bodyStart; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i].text);
    if (fence) {
      lines[i].code = true;
      lines[i].lang = lang;
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && /^\s*[`~]+\s*$/.test(lines[i].text))
        fence = null;
    } else if (open) {
      fence = open[1];
      lang = open[2].toLowerCase();
      lines[i].code = true;
      lines[i].lang = lang;
    }
  }
  return {file, text, lines, frontMatter, bodyStart};
}

/** The lines of the body that are prose (not front matter, not fenced code). */
export const proseLines = (md) => md.lines.filter((line) => !line.frontMatter && !line.code);

/** Text of a heading as Docusaurus slugs it: no Markdown markers, links as their text, tags dropped. */
export function headingText(text) {
  return text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`]/g, '')
    .trim();
}

/** Every heading of the body: line, level, text and id (the explicit `{#id}` or the slug Docusaurus makes). */
export function headings(md) {
  const slugger = new GithubSlugger();
  const found = [];
  for (const line of proseLines(md)) {
    const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (!m) continue;
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(m[2])?.[1];
    const text = headingText(m[2]);
    const id = explicit ?? slugger.slug(text);
    found.push({line: line.n, level: m[1].length, text, id, explicit: Boolean(explicit)});
  }
  return found;
}
