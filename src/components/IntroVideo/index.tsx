import type {ReactNode, SyntheticEvent} from 'react';
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
/**
 * Captions are switched on when playback starts rather than with the `default` attribute: a default
 * track is fetched on page load, and the page must load nothing of the video before play.
 */
function showCaptions(event: SyntheticEvent<HTMLVideoElement>): void {
  const track = event.currentTarget.textTracks[0];
  if (track && track.mode === 'disabled') track.mode = 'showing';
}

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
        aria-label={label}
        onPlay={showCaptions}>
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
