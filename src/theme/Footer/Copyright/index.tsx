/**
 * Swizzle: Footer/Copyright (wrap, safe). Upstream: @docusaurus/theme-classic 3.10.
 * Why: puts the site's own accessibility statement and privacy note next to the copyright line,
 * on every page and in every locale.
 */
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <ul className={styles.legal}>
        <li>
          <Link to="/toegankelijkheid">
            <Translate id="footer.legal.accessibility" description="Footer link to the accessibility statement">
              Toegankelijkheidsverklaring
            </Translate>
          </Link>
        </li>
        <li>
          <Link to="/privacy">
            <Translate id="footer.legal.privacy" description="Footer link to the privacy note of this site">
              Privacy op deze site
            </Translate>
          </Link>
        </li>
      </ul>
      <Copyright {...props} />
    </>
  );
}
