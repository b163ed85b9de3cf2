import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AudienceCards from './_home/AudienceCards';
import QuickLinks from './_home/QuickLinks';
import styles from './_home/styles.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const title = translate(
    {id: 'home.hero.title', message: 'Welkom bij {siteTitle}', description: 'Title of the home page'},
    {siteTitle: siteConfig.title},
  );
  return (
    <Layout title={title} description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {title}
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <p className={styles.heroIntro}>
            <Translate id="home.hero.intro" description="Intro line under the tagline on the home page">
              Alles over AI-School, AI-Corporate en AI-Public: van inloggen tot privacy.
            </Translate>
          </p>
          <Link className="button button--primary button--lg" to="/docs/intro">
            <Translate id="home.hero.button" description="Main button of the home page, to the manual">
              Naar de handleiding
            </Translate>
          </Link>
        </div>
      </header>
      <main>
        <AudienceCards />
        <QuickLinks />
      </main>
    </Layout>
  );
}
