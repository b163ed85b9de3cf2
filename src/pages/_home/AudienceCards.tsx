import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import IntroVideo, {IntroVideoPlayScript} from '@site/src/components/IntroVideo';
import styles from './styles.module.css';

type Product = 'ai-school' | 'ai-corporate' | 'ai-public';

interface Audience {
  product: Product;
  name: string;
  subtitle: ReactNode;
  bullets: ReactNode[];
  videoLabel: string;
}

// Messages stay literal here so that `write-translations` finds every one of them.
const audiences: Audience[] = [
  {
    product: 'ai-school',
    name: 'AI-School',
    subtitle: <Translate id="home.card.school.subtitle">Voor docenten en leerlingen</Translate>,
    bullets: [
      <Translate key="1" id="home.card.school.bullet1">
        Inloggen via de schoolomgeving
      </Translate>,
      <Translate key="2" id="home.card.school.bullet2">
        Leerlingen volgen en begeleiden, met respect voor hun privacy
      </Translate>,
      <Translate key="3" id="home.card.school.bullet3">
        De meest geavanceerde AI-modellen onder één licentie
      </Translate>,
    ],
    videoLabel: translate({
      id: 'home.card.school.video',
      message: 'Video (5 min): zo werken docenten en leerlingen met AI-School.',
      description: 'Caption of the AI-School introduction video on the home page',
    }),
  },
  {
    product: 'ai-corporate',
    name: 'AI-Corporate',
    subtitle: <Translate id="home.card.corporate.subtitle">Voor bedrijven en hun medewerkers</Translate>,
    bullets: [
      <Translate key="1" id="home.card.corporate.bullet1">
        Inloggen via de bedrijfsomgeving
      </Translate>,
      <Translate key="2" id="home.card.corporate.bullet2">
        Meer productiviteit in je dagelijkse werk
      </Translate>,
      <Translate key="3" id="home.card.corporate.bullet3">
        Toegang tot de topmodellen
      </Translate>,
    ],
    videoLabel: translate({
      id: 'home.card.corporate.video',
      message: 'Video (5 min): AI-Corporate voor jouw organisatie.',
      description: 'Caption of the AI-Corporate introduction video on the home page',
    }),
  },
  {
    product: 'ai-public',
    name: 'AI-Public',
    subtitle: <Translate id="home.card.public.subtitle">Voor non-profit en maatschappelijke organisaties</Translate>,
    bullets: [
      <Translate key="1" id="home.card.public.bullet1">
        Betaalbaar voor non-profitorganisaties
      </Translate>,
      <Translate key="2" id="home.card.public.bullet2">
        Gemaakt voor maatschappelijke impact
      </Translate>,
      <Translate key="3" id="home.card.public.bullet3">
        Veilig en volgens de AVG
      </Translate>,
    ],
    videoLabel: translate({
      id: 'home.card.public.video',
      message: 'Video (5 min): AI-Public voor maatschappelijke organisaties.',
      description: 'Caption of the AI-Public introduction video on the home page',
    }),
  },
];

export default function AudienceCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences-title">
      <div className="container">
        <Heading as="h2" id="audiences-title" className="sr-only">
          <Translate id="home.cards.title" description="Hidden heading above the three product cards">
            De drie producten
          </Translate>
        </Heading>
        <div className={styles.cards}>
          {audiences.map((audience, index) => (
            <article key={audience.product} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {audience.name}
              </Heading>
              <p className={styles.cardSubtitle}>{audience.subtitle}</p>
              <ul className={styles.cardBullets}>
                {audience.bullets.map((bullet, index) => (
                  <li key={index}>{bullet}</li>
                ))}
              </ul>
              <IntroVideo product={audience.product} label={audience.videoLabel} priority={index === 0} />
              <Link
                className="button button--secondary button--block"
                to={`/docs/intro#${audience.product}-in-5-minuten`}
                aria-label={`${audience.name}: ${translate({id: 'home.card.button', message: '5-minuten introductie'})}`}>
                <Translate id="home.card.button" description="Button on each product card to the 5-minute introduction">
                  5-minuten introductie
                </Translate>
              </Link>
            </article>
          ))}
        </div>
        <IntroVideoPlayScript />
      </div>
    </section>
  );
}
