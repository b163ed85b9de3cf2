import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

interface Props {
  /** File stem of the video in static/video/, e.g. "ai-school". */
  product: string;
  /** Visible caption, also the accessible name of the player. */
  label: string;
}

/**
 * A self-hosted introduction video (made by scripts/make-videos.mjs). Nothing is fetched before the
 * reader presses play (preload="none"); only the small poster image is shown. Captions follow the
 * page's language.
 */
export default function IntroVideo({product, label}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const stem = useBaseUrl(`/video/${product}.${locale}`);
  return (
    <figure className={styles.figure}>
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        width={640}
        height={360}
        poster={`${stem}.jpg`}
        aria-label={label}>
        <source src={`${stem}.mp4`} type="video/mp4" />
        <track
          kind="captions"
          src={`${stem}.vtt`}
          srcLang={locale}
          label={i18n.localeConfigs[locale]?.label ?? locale}
          default
        />
      </video>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
