import {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** File stem of the video in static/video/, e.g. "ai-school". */
  product: string;
  /** Visible caption, also the accessible name of the player. */
  label: string;
  /** The first video of the page: its poster loads at once, with a high priority; the others' lazily. */
  priority?: boolean;
}

/**
 * The play button's click handler, an inline script (rendered once by `IntroVideoPlayScript`), so that a
 * video starts from the first paint on, not only after hydration; it is the button's only handler, before
 * and after hydration. It shows the browser's controls, hides the button, moves the focus to the video and
 * starts it; React learns of it from the video's `play` event (or, for a play before hydration, when it
 * mounts). The Content-Security-Policy allows it by its hash (scripts/deploy-headers.mjs).
 */
export const introVideoPlayScript =
  '(function(d){d.addEventListener("click",function(e){' +
  'var b=e.target&&e.target.closest&&e.target.closest("button[data-intro-video-play]");if(!b)return;' +
  'var v=b.parentNode.querySelector("video"),i=b.querySelector("img");if(!v)return;' +
  'if(i)v.poster=i.currentSrc||i.src;' +
  'v.controls=true;b.hidden=true;v.focus();var p=v.play();if(p&&p.catch)p.catch(function(){})})})(document)';

/** The inline script of the play buttons: render it once on a page with videos, after them. */
export function IntroVideoPlayScript(): ReactNode {
  // `npm start` renders pages in the browser only, and React never runs a <script> it renders there (it
  // says so on the console): in development the same script is added to the document once, from an effect.
  if (process.env.NODE_ENV === 'development') return <DevelopmentPlayScript />;
  return <script dangerouslySetInnerHTML={{__html: introVideoPlayScript}} />;
}

function DevelopmentPlayScript(): ReactNode {
  useEffect(() => {
    if (document.querySelector('script[data-intro-video-play-script]')) return;
    const script = document.createElement('script');
    script.dataset.introVideoPlayScript = '';
    script.textContent = introVideoPlayScript;
    document.body.append(script);
  }, []);
  return null;
}

/** Switches the video's captions track on (it is added when playback starts). */
function showCaptions(video: HTMLVideoElement | null): void {
  const track = video?.textTracks[0];
  if (track) track.mode = 'showing';
}

/**
 * A self-hosted introduction video (made by scripts/make-videos.mjs). Nothing is fetched before the
 * reader presses play: preload="none", and the captions track (which browsers fetch as soon as it is in
 * the page) is added when playback starts, switched on, in the page's language. Only the poster shows.
 *
 * Until the first play, a button with the poster image and a play icon covers the video, instead of the
 * browser's controls and the video's own poster (bench/README.md):
 * - the native controls of three videos cost more style and layout work on a phone than the rest of the
 *   home page;
 * - a video's poster loads with the page wherever the video is, while the image of a button below the fold
 *   loads lazily (`priority` marks the first video, whose poster is at the top of the page), and only once
 *   the page's first frame is on screen: on a fast connection Chrome fetches lazy images up to 1250 px
 *   below the screen, alongside the stylesheet and the first poster. Without JavaScript a `<noscript>`
 *   copy shows it.
 * Without JavaScript a `<noscript>` video with the browser's controls and the captions track covers the
 * button, so the video plays with its captions.
 * Pressing the button gives the video the poster, shows the controls and starts it.
 */
export default function IntroVideo({product, label, priority = false}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const stem = useBaseUrl(`/video/${product}.${locale}`);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  // A poster below the first one has no address in the HTML: the page's script loader gives it one once the
  // first frame is on screen (plugins/performance/ssrTemplate.ts), and the app once it has mounted (after a navigation
  // inside the site there is no loader).
  const [mounted, setMounted] = useState(false);

  // A video the reader started before hydration (by the inline script) is started for React too.
  useEffect(() => {
    setMounted(true);
    const video = videoRef.current;
    if (video && (video.controls || !video.paused)) setStarted(true);
  }, []);

  useEffect(() => {
    if (started) showCaptions(videoRef.current);
  }, [started]);

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {/* The captions track is there from the first play on (below): adding it only then keeps the page
            from fetching the captions before anyone watches. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className={styles.video}
          controls={started}
          preload="none"
          playsInline
          width={640}
          height={360}
          poster={started ? `${stem}.webp` : undefined}
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
        {!started && (
          <button
            type="button"
            className={styles.play}
            data-intro-video-play=""
            aria-label={translate(
              {
                id: 'home.video.play',
                message: 'Video afspelen: {caption}',
                description: 'Accessible name of the play button on an introduction video; {caption} is its caption',
              },
              {caption: label},
            )}>
            <img
              className={styles.poster}
              src={priority || mounted ? `${stem}.webp` : undefined}
              data-src-after-paint={priority ? undefined : `${stem}.webp`}
              alt=""
              width={640}
              height={360}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
            {!priority && (
              <noscript>
                <img className={styles.poster} src={`${stem}.webp`} alt="" width={640} height={360} loading="lazy" />
              </noscript>
            )}
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28">
                <path fill="currentColor" d="M8 5.5v13l11-6.5z" />
              </svg>
            </span>
          </button>
        )}
        {/* Without JavaScript the button does nothing: the browser's own player, with its captions, covers it. */}
        {!started && (
          <noscript>
            <video
              className={`${styles.video} ${styles.noscript}`}
              controls
              preload="none"
              playsInline
              width={640}
              height={360}
              poster={`${stem}.webp`}
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
          </noscript>
        )}
      </div>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
