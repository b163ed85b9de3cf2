/**
 * The start pages by role (/start/<role>): one JSON file per locale in this folder (nl.json, en.json,
 * fr.json, de.json) with the same roles, the same path entries and the same questions (same ids and links)
 * in every locale; only the text differs. tests/start.build.spec.ts checks that, and that every link
 * resolves on the built site. plugins/start-pages/index.ts turns a file into the pages' data at build time.
 */

export const roleIds = ['docent', 'leerling', 'beheerder', 'privacy'] as const;
export type RoleId = (typeof roleIds)[number];

/** Storage key of the ticks on the reading paths (listed in the privacy note). */
export const READ_KEY = 'ai-school-gelezen';

/** A docs link: a doc id, optionally with a fixed heading id (`geavanceerd/lessen#toetsmodus-docent`). */
export type DocLink = string;

export interface RoleData {
  id: RoleId;
  /** Short name of the role, for links between the start pages ("Docenten"). */
  label: string;
  /** H1 and browser title. */
  title: string;
  /** One sentence for the meta description. */
  description: string;
  /** Exactly five sentences: what this role can and cannot do in AI-School (CONTENT.md §1.2.1, §1.2.2). */
  summary: string[];
  /** Keys of blog/tags.yml: the release notes that matter to this role carry at least one of them. */
  tags: string[];
  /** The reading path, 8–12 pages in reading order, each with one line on why to read it. */
  path: {doc: DocLink; why: string}[];
  /** The 8–12 questions this role asks most, each answered in two or three sentences. */
  questions: {id: string; q: string; a: string; link: DocLink}[];
}

/** Labels of the start pages, per locale (kept here, not in code.json, so that no other page loads them). */
export interface StartUi {
  summaryTitle: string;
  pathTitle: string;
  pathIntro: string;
  /** `{minutes}`: reading time in minutes. */
  minutes: string;
  /** Accessible name of a checkbox; `{title}` is the page title. */
  markRead: string;
  /** `{done}` and `{total}`. */
  progress: string;
  reset: string;
  storageOff: string;
  storageNote: string;
  privacyLink: string;
  questionsTitle: string;
  /** `{title}`: the page that explains the answer. */
  readMore: string;
  newsTitle: string;
  newsIntro: string;
  newsAll: string;
  otherRoles: string;
  glossary: string;
}

export interface StartLocaleData {
  ui: StartUi;
  roles: RoleData[];
}

/** What a start page route receives (built by plugins/start-pages/index.ts). */
export interface StartPageData {
  locale: string;
  role: Omit<RoleData, 'path' | 'questions' | 'tags'>;
  ui: StartUi;
  path: {doc: string; title: string; permalink: string; minutes: number; why: string}[];
  questions: {id: string; q: string; a: string; href: string; linkTitle: string}[];
  posts: {title: string; permalink: string; date: string}[];
  blog: string;
  others: {id: RoleId; label: string; permalink: string}[];
  glossary: string;
  privacy: string;
}
