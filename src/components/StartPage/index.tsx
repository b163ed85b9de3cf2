import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {StartPageData} from '@site/src/data/start/types';
import {useFormatDate} from '@site/src/utils/formatDate';
import ReadingPath from './ReadingPath';
import styles from './styles.module.css';

/**
 * A start page by role (/start/<role>), built by plugins/start-pages/index.ts from src/data/start/<locale>.json,
 * the docs and the blog. Its labels come with its data, not from code.json, so that no other page loads them.
 */

function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after] = text.split('{link}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** A part of the page: a section named by its h2, with a fixed id (the same in every locale). */
function Part({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export default function StartPage({data}: {data: StartPageData}): ReactNode {
  const formatDate = useFormatDate('long');
  const {role, ui} = data;
  return (
    <Layout title={role.title} description={role.description}>
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          <Heading as="h1">{role.title}</Heading>
          <Part id="in-het-kort" title={ui.summaryTitle}>
            <p className={styles.summary} data-testid="summary">
              {role.summary.join(' ')}
            </p>
          </Part>

          <Part id="leesroute" title={ui.pathTitle}>
            <p>{ui.pathIntro}</p>
            <ReadingPath data={data} />
            <p className={styles.note}>{withLink(ui.storageNote, <Link to={data.privacy}>{ui.privacyLink}</Link>)}</p>
          </Part>

          <Part id="vragen" title={ui.questionsTitle}>
            {data.questions.map((question) => (
              <div key={question.id} className={styles.question}>
                <Heading as="h3" id={question.id}>
                  {question.q}
                </Heading>
                <p>
                  {question.a} <Link to={question.href}>{ui.readMore.replace('{title}', question.linkTitle)}</Link>
                </p>
              </div>
            ))}
          </Part>

          <Part id="nieuw" title={ui.newsTitle}>
            <p>{ui.newsIntro}</p>
            <ul className={styles.posts} data-testid="posts">
              {data.posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink}>{post.title}</Link>{' '}
                  <time dateTime={post.date.slice(0, 10)} className={styles.minutes}>
                    {formatDate(post.date)}
                  </time>
                </li>
              ))}
            </ul>
            <p>
              <Link to={data.blog}>{ui.newsAll}</Link>
            </p>
          </Part>

          <nav aria-labelledby="andere-rollen" className={styles.others}>
            <Heading as="h2" id="andere-rollen">
              {ui.otherRoles}
            </Heading>
            <ul>
              {data.others.map((other) => (
                <li key={other.id}>
                  <Link to={other.permalink}>{other.label}</Link>
                </li>
              ))}
              <li>
                <Link to={data.glossary}>{ui.glossary}</Link>
              </li>
            </ul>
          </nav>
        </article>
      </main>
    </Layout>
  );
}
