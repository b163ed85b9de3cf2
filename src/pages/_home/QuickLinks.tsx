import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface RoleCard {
  id: string;
  title: ReactNode;
  /** The role's start page (/start/<role>, built by plugins/start-pages/index.ts). */
  start: string;
  startLabel: string;
  links: {to: string; label: ReactNode}[];
}

// Link texts are the titles of the manual pages (CONTENT.md §7.3).
const cards: RoleCard[] = [
  {
    id: 'docent',
    title: <Translate id="home.quicklinks.teacher">Ik ben docent</Translate>,
    start: '/start/docent',
    startLabel: translate({id: 'home.quicklinks.start.teacher', message: 'Startpagina voor docenten'}),
    links: [
      {
        to: '/docs/basis/inloggen',
        label: <Translate id="home.quicklinks.page.inloggen">Inloggen bij AI-School</Translate>,
      },
      {to: '/docs/geavanceerd/lessen', label: <Translate id="home.quicklinks.page.lessen">Lessen</Translate>},
      {
        to: '/docs/geavanceerd/assistenten',
        label: <Translate id="home.quicklinks.page.assistenten">Assistenten gebruiken en maken</Translate>,
      },
      {
        to: '/docs/basis/prompt-engineering',
        label: <Translate id="home.quicklinks.page.prompts">Goede prompts schrijven</Translate>,
      },
      {
        to: '/docs/e-learning/beginner-cursus',
        label: <Translate id="home.quicklinks.page.beginner">Beginnerscursus AI</Translate>,
      },
    ],
  },
  {
    id: 'leerling',
    title: <Translate id="home.quicklinks.student">Ik ben leerling</Translate>,
    start: '/start/leerling',
    startLabel: translate({id: 'home.quicklinks.start.student', message: 'Startpagina voor leerlingen'}),
    links: [
      {
        to: '/docs/basis/inloggen',
        label: <Translate id="home.quicklinks.page.inloggen">Inloggen bij AI-School</Translate>,
      },
      {
        to: '/docs/basis/beginscherm',
        label: <Translate id="home.quicklinks.page.beginscherm">Het beginscherm</Translate>,
      },
      {
        to: '/docs/geavanceerd/oefenvragen',
        label: <Translate id="home.quicklinks.page.oefenvragen">Oefenvragen</Translate>,
      },
      {
        to: '/docs/privacy-avg-security/veiligheid',
        label: <Translate id="home.quicklinks.page.veiligheid">Veiligheid</Translate>,
      },
    ],
  },
  {
    id: 'beheerder',
    title: <Translate id="home.quicklinks.admin">Ik ben beheerder</Translate>,
    start: '/start/beheerder',
    startLabel: translate({id: 'home.quicklinks.start.admin', message: 'Startpagina voor beheerders'}),
    links: [
      {
        to: '/docs/beheeromgeving/intro',
        label: <Translate id="home.quicklinks.page.beheerintro">Introductie beheeromgeving</Translate>,
      },
      {
        to: '/docs/beheeromgeving/domeinen',
        label: <Translate id="home.quicklinks.page.domeinen">Domeinen koppelen</Translate>,
      },
      {
        to: '/docs/beheeromgeving/lesgroepen',
        label: <Translate id="home.quicklinks.page.lesgroepen">Lesgroepen</Translate>,
      },
      {
        to: '/docs/beheeromgeving/beperkingen',
        label: <Translate id="home.quicklinks.page.beperkingen">Beperkingen instellen</Translate>,
      },
      {
        to: '/docs/privacy-avg-security/verwerkersovereenkomst',
        label: <Translate id="home.quicklinks.page.dpa">Verwerkersovereenkomst</Translate>,
      },
    ],
  },
  {
    id: 'privacy',
    title: <Translate id="home.quicklinks.privacy">Ik ben privacy-functionaris</Translate>,
    start: '/start/privacy',
    startLabel: translate({id: 'home.quicklinks.start.privacy', message: 'Startpagina voor privacy-functionarissen'}),
    links: [
      {
        to: '/docs/privacy-avg-security/verwerkersovereenkomst',
        label: <Translate id="home.quicklinks.page.dpa">Verwerkersovereenkomst</Translate>,
      },
      {
        to: '/docs/privacy-avg-security/bewaartermijnen',
        label: <Translate id="home.quicklinks.page.bewaartermijnen">Bewaartermijnen</Translate>,
      },
      {
        to: '/docs/privacy-avg-security/inzage_geschiedenis',
        label: <Translate id="home.quicklinks.page.inzage">Inzage in de chatgeschiedenis</Translate>,
      },
    ],
  },
];

export default function QuickLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quicklinks-title">
      <div className="container">
        <Heading as="h2" id="quicklinks-title">
          <Translate id="home.quicklinks.title" description="Heading of the quick links by role on the home page">
            Snel naar je onderwerp
          </Translate>
        </Heading>
        <div className={styles.cards}>
          {cards.map((card) => (
            <nav key={card.id} className={styles.card} aria-labelledby={`quicklinks-${card.id}`}>
              <Heading as="h3" id={`quicklinks-${card.id}`} className={styles.cardTitle}>
                <Link to={card.start}>{card.title}</Link>
              </Heading>
              <ul className={styles.linkList}>
                {card.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
              <Link className="button button--primary button--block" to={card.start}>
                {card.startLabel}
              </Link>
            </nav>
          ))}
        </div>
        <p className={styles.staffLine}>
          <Translate
            id="home.quicklinks.staff"
            description="Line under the quick links for staff without class groups"
            values={{
              login: (
                <Link to="/docs/basis/inloggen">
                  <Translate id="home.quicklinks.staff.login">Inloggen</Translate>
                </Link>
              ),
              documents: (
                <Link to="/docs/geavanceerd/chat-met-documenten">
                  <Translate id="home.quicklinks.staff.documents">Chatten met documenten</Translate>
                </Link>
              ),
            }}>
            {'Medewerker zonder lesgroepen? Begin bij {login} en {documents}.'}
          </Translate>
        </p>
      </div>
    </section>
  );
}
