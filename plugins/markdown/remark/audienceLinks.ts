/**
 * Remark plugin for the docs: in a page's audience line (`**Voor wie:** docenten, leerlingen`, en
 * `**Who is this for:**`, fr `**Pour qui :**`, de `**Für wen:**`), each role it names links to that role's
 * start page (/start/<role>; the site's Link adds the locale prefix). The pages themselves stay unedited.
 *
 * Which start page a role word leads to:
 * - docenten, medewerkers → /start/docent (the teacher page is also the page for staff: a Docent has every
 *   right of a Medewerker, and its path starts with what all staff use);
 * - leerlingen → /start/leerling;
 * - beheerders, schoolbeheerders, omgevingsbeheerders, ICT-coördinatoren, zorgcoördinatoren →
 *   /start/beheerder (a Zorgcoördinator works in the beheeromgeving's Chats and Chatberichten, which that
 *   path covers, with a question of its own);
 * - privacy officers, functionarissen gegevensbescherming → /start/privacy;
 * - iedereen (everyone) → no link.
 * Each role is linked once per line (the first word that names it); the `**Alleen in:**` part is left alone.
 */

import audienceWords from '../../../src/data/start/audience-words.json';

export type StartRole = 'docent' | 'leerling' | 'beheerder' | 'privacy';

const LEADS = /^(Voor wie|Who is this for|Pour qui|Für wen)\s*:$/;

/** Role words per locale (singular and plural), matched case-insensitively as whole words: data for editors. */
export const roleWords: Record<string, Record<StartRole, string[]>> = audienceWords.words;

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** Splits one text node into text and links; `linked` holds the roles this line has linked already. */
function linkText(value: string, pattern: RegExp, roleOf: Map<string, StartRole>, linked: Set<StartRole>): Node[] {
  const out: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const role = roleOf.get(match[0].toLowerCase())!;
    if (linked.has(role)) continue;
    linked.add(role);
    if (match.index > last) out.push({type: 'text', value: value.slice(last, match.index)});
    out.push({type: 'link', url: `/start/${role}`, children: [{type: 'text', value: match[0]}]});
    last = match.index + match[0].length;
  }
  if (last === 0) return [{type: 'text', value}];
  if (last < value.length) out.push({type: 'text', value: value.slice(last)});
  return out;
}

export default function audienceLinks(options: {locale?: string} = {}) {
  const words = roleWords[options.locale ?? 'nl'] ?? roleWords.nl!;
  const roleOf = new Map<string, StartRole>();
  for (const [role, list] of Object.entries(words) as [StartRole, string[]][]) {
    for (const word of list) roleOf.set(word.toLowerCase(), role);
  }
  // Longest first, so that "coordinateurs du suivi des élèves" wins over "élèves".
  const alternatives = [...roleOf.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}-])(?:${alternatives.join('|')})(?![\\p{L}])`, 'giu');

  return (tree: Node): void => {
    const visit = (node: Node): void => {
      const children = node.children ?? [];
      const [first] = children;
      if (node.type === 'paragraph' && first?.type === 'strong' && LEADS.test(textOf(first).trim())) {
        const linked = new Set<StartRole>();
        const result: Node[] = [first];
        let inAudience = true;
        for (const child of children.slice(1)) {
          if (child.type === 'strong') inAudience = false;
          if (inAudience && child.type === 'text' && child.value) {
            result.push(...linkText(child.value, pattern, roleOf, linked));
          } else result.push(child);
        }
        node.children = result;
        return;
      }
      children.forEach(visit);
    };
    visit(tree);
  };
}
