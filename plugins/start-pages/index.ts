import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {roleIds, type StartLocaleData, type StartPageData} from '../../src/data/start/types';

/**
 * The start pages by role: /start/docent, /start/leerling, /start/beheerder and /start/privacy in every
 * locale. The text comes from src/data/start/<locale>.json; the rest is read from the other plugins' content
 * at build time, in the locale being built:
 * - each page of the reading path gets its title and permalink from the docs plugin, and a reading time
 *   from its source (WORDS_PER_MINUTE);
 * - each answer links to its doc (and fixed heading id);
 * - the release notes are the newest blog posts that carry one of the role's tags, so that a new post
 *   appears without editing anything.
 * A doc id in the data that does not exist fails the build. The pages are normal routes with their own
 * component chunk (src/components/StartPage), so no other page loads their code.
 */

export const WORDS_PER_MINUTE = 200;
/** How many release notes a start page lists. */
export const POSTS_PER_ROLE = 4;
export const GLOSSARY_DOC = 'begrippenlijst';

interface DocMeta {
  id: string;
  title: string;
  permalink: string;
  source: string;
}

interface PostMeta {
  metadata: {title: string; permalink: string; date: Date | string; tags: {permalink: string}[]};
}

/** Words of a Markdown/MDX source, without front matter, code, comments, imports and markup. */
export function readingMinutes(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ');
  const words = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function startPagesPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  const dataFile = path.join(siteDir, 'src/data/start', `${locale}.json`);
  return {
    name: 'ai-school-start-pages',
    getPathsToWatch: () => [dataFile],
    async allContentLoaded({allContent, actions}) {
      const data = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as StartLocaleData;
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: {docs: DocMeta[]}[]} | undefined;
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: PostMeta[]} | undefined;
      if (!docsContent || !blogContent) throw new Error('start pages: the docs and blog plugins must be loaded');
      const docs = new Map(docsContent.loadedVersions[0]!.docs.map((doc) => [doc.id, doc]));

      const doc = (id: string, where: string): DocMeta => {
        const found = docs.get(id);
        if (!found) throw new Error(`start pages (${locale}): ${where} links to doc "${id}", which does not exist`);
        return found;
      };
      const href = (link: string, where: string): {href: string; title: string} => {
        const [id, anchor] = link.split('#');
        const target = doc(id!, where);
        return {href: anchor ? `${target.permalink}#${anchor}` : target.permalink, title: target.title};
      };
      const minutes = new Map<string, number>();
      const readingTime = (meta: DocMeta): number => {
        if (!minutes.has(meta.id)) {
          const file = path.join(siteDir, meta.source.replace(/^@site\//, ''));
          minutes.set(meta.id, readingMinutes(fs.readFileSync(file, 'utf8')));
        }
        return minutes.get(meta.id)!;
      };
      const tagOf = (permalink: string): string => permalink.replace(/\/$/, '').split('/').pop()!;
      const posts = [...blogContent.blogPosts].sort(
        (a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime(),
      );
      const permalink = (role: string): string => `${baseUrl}start/${role}`;

      if (data.roles.map((role) => role.id).join() !== roleIds.join()) {
        throw new Error(`start pages (${locale}): the roles must be ${roleIds.join(', ')}, in that order`);
      }
      for (const role of data.roles) {
        const {path: readingPath, questions, tags, ...rest} = role;
        const pageData: StartPageData = {
          locale,
          role: rest,
          ui: data.ui,
          path: readingPath.map((item) => {
            const meta = doc(item.doc, `${role.id} path`);
            return {
              doc: meta.id,
              title: meta.title,
              permalink: meta.permalink,
              minutes: readingTime(meta),
              why: item.why,
            };
          }),
          questions: questions.map((question) => {
            const target = href(question.link, `${role.id} question ${question.id}`);
            return {id: question.id, q: question.q, a: question.a, href: target.href, linkTitle: target.title};
          }),
          posts: posts
            .filter((post) => post.metadata.tags.some((tag) => tags.includes(tagOf(tag.permalink))))
            .slice(0, POSTS_PER_ROLE)
            .map(({metadata}) => ({
              title: metadata.title,
              permalink: metadata.permalink,
              date: new Date(metadata.date).toISOString(),
            })),
          blog: `${baseUrl}blog`,
          others: data.roles
            .filter((other) => other.id !== role.id)
            .map((other) => ({id: other.id, label: other.label, permalink: permalink(other.id)})),
          glossary: doc(GLOSSARY_DOC, 'glossary link').permalink,
          privacy: `${baseUrl}privacy`,
        };
        const dataPath = await actions.createData(`start-${role.id}.json`, JSON.stringify(pageData));
        actions.addRoute({
          path: permalink(role.id),
          component: '@site/src/components/StartPage/index.tsx',
          exact: true,
          modules: {data: dataPath},
        });
      }
    },
  };
}
