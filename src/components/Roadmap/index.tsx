import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Roadmap, RoadmapProduct, RoadmapStatus} from '@site/src/data/roadmaps/types';
import {useFormatDate} from '@site/src/utils/formatDate';
import styles from './styles.module.css';

const productNames: Record<RoadmapProduct, string> = {
  school: 'AI-School',
  corporate: 'AI-Corporate',
  public: 'AI-Public',
};

/** Status is shown as icon plus text, never by colour alone. */
function statusLabel(status: RoadmapStatus): string {
  switch (status) {
    case 'gepland':
      return translate({id: 'roadmap.status.planned', message: 'gepland', description: 'Roadmap status'});
    case 'in-ontwikkeling':
      return translate({id: 'roadmap.status.inDevelopment', message: 'in ontwikkeling', description: 'Roadmap status'});
    case 'beta':
      return translate({id: 'roadmap.status.beta', message: 'beschikbaar in bèta', description: 'Roadmap status'});
    case 'gereed':
      return translate({id: 'roadmap.status.done', message: 'gereed', description: 'Roadmap status'});
  }
}

const statusIcons: Record<RoadmapStatus, string> = {gepland: '○', 'in-ontwikkeling': '◐', beta: '◑', gereed: '●'};

function StatusBadge({status}: {status: RoadmapStatus}): ReactNode {
  return (
    <span className={`${styles.badge} ${styles[`badge-${status}`]}`}>
      <span aria-hidden="true" className={styles.icon}>
        {statusIcons[status]}
      </span>
      {statusLabel(status)}
    </span>
  );
}

interface Props {
  product: RoadmapProduct;
  /** The roadmap in every locale of the site. */
  data: Partial<Record<string, Roadmap>>;
}

export default function RoadmapPage({product, data}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const formatDate = useFormatDate('long');
  // No fallback to another language: a missing translation is an error the build shows.
  const roadmap = data[i18n.currentLocale];
  if (!roadmap) {
    throw new Error(`No roadmap data for "${product}" in locale "${i18n.currentLocale}".`);
  }
  const name = productNames[product];
  // Column names: the table's headers and, on a phone, the label before each value of a stacked row.
  const columns = {
    item: translate({id: 'roadmap.column.item', message: 'Onderdeel'}),
    status: translate({id: 'roadmap.column.status', message: 'Status'}),
    description: translate({id: 'roadmap.column.description', message: 'Beschrijving'}),
  };
  const title = translate(
    {id: 'roadmap.title', message: 'Roadmap {product}', description: 'Title of a roadmap page'},
    {product: name},
  );
  const quarters = [...new Set(roadmap.items.map((item) => item.quarter))].sort();
  const updated = formatDate(`${roadmap.updated}T00:00:00Z`);
  const others = (Object.keys(productNames) as RoadmapProduct[]).filter((key) => key !== product);

  return (
    <Layout
      title={title}
      description={translate(
        {id: 'roadmap.description', message: 'Waar we aan werken voor {product}.'},
        {product: name},
      )}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="roadmap.intro"
            values={{
              product: name,
              history: (
                <Link to="/blog">
                  <Translate id="roadmap.intro.history">versiegeschiedenis</Translate>
                </Link>
              ),
            }}>
            {
              'Hier zie je waar we aan werken voor {product}. De planning kan veranderen; wat klaar is, lees je in de {history}.'
            }
          </Translate>
        </p>
        <section aria-labelledby="roadmap-legend">
          <Heading as="h2" id="roadmap-legend" className={styles.legendTitle}>
            <Translate id="roadmap.legend">Status</Translate>
          </Heading>
          <ul className={styles.legend}>
            {(['gepland', 'in-ontwikkeling', 'beta', 'gereed'] as const).map((status) => (
              <li key={status}>
                <StatusBadge status={status} />
              </li>
            ))}
          </ul>
        </section>
        {quarters.map((quarter) => (
          <section key={quarter} aria-labelledby={`q-${quarter.replace(' ', '-')}`}>
            <Heading as="h2" id={`q-${quarter.replace(' ', '-')}`}>
              {quarter}
            </Heading>
            {/* The site's table region (src/css/custom.css, as for Markdown tables): all columns on a laptop,
                stacked rows on a phone, and a named region that can be scrolled from the keyboard. */}
            <div className="table-region" role="region" tabIndex={0} aria-label={quarter}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{columns.item}</th>
                    <th scope="col">{columns.status}</th>
                    <th scope="col">{columns.description}</th>
                  </tr>
                </thead>
                <tbody>
                  {roadmap.items
                    .filter((item) => item.quarter === quarter)
                    .map((item) => (
                      <tr key={item.title} data-status={item.status}>
                        <th scope="row" data-label={columns.item}>
                          {item.link ? <Link to={item.link}>{item.title}</Link> : item.title}
                        </th>
                        <td data-label={columns.status}>
                          <StatusBadge status={item.status} />
                        </td>
                        <td data-label={columns.description}>{item.description}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p className={styles.updated}>
          <Translate id="roadmap.updated" values={{date: updated}}>
            {'Laatst bijgewerkt: {date}.'}
          </Translate>
        </p>
        <p>
          <Translate id="roadmap.others">Andere roadmaps:</Translate>{' '}
          {others.map((key, index) => (
            <span key={key}>
              {index > 0 && ' · '}
              <Link to={`/roadmap-${key}`}>
                {translate({id: 'roadmap.title', message: 'Roadmap {product}'}, {product: productNames[key]})}
              </Link>
            </span>
          ))}
        </p>
      </main>
    </Layout>
  );
}
