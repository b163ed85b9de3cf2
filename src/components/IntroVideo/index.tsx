import {useEffect, useRef, useState, type ReactNode} from 'react';
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
 * reader presses play: preload="none", and the captions track (which browsers fetch as soon as it is in
 * the page) is added when playback starts, switched on, in the page's language. Only the poster shows.
 */
export default function IntroVideo({product, label}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const stem = useBaseUrl(`/video/${product}.${locale}`);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const track = videoRef.current?.textTracks[0];
    if (started && track) track.mode = 'showing';
  }, [started]);

  return (
    <figure className={styles.figure}>
      {/* The captions track is there from the first play on (below): adding it only then keeps the page
          from fetching the captions before anyone watches. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        className={styles.video}
        controls
        preload="none"
        playsInline
        width={640}
        height={360}
        poster={`${stem}.webp`}
        aria-label={label}
        onPlay={() => setStarted(true)}>
        <source src={`${stem}.mp4`} type="video/mp4" />
        {started && (
          <track
            kind="captions"
            src={`${stem}.vtt`}
            srcLang={locale}
            label={i18n.localeConfigs[locale]?.label ?? locale}
            default
          />
        )}
      </video>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
