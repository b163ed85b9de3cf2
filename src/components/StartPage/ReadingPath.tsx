import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {READ_KEY, type StartPageData} from '@site/src/data/start/types';
import styles from './styles.module.css';

/**
 * The reading path with a tick per page. The ticks are kept only in this browser, under one localStorage
 * key (READ_KEY: a JSON list of doc ids, shared by the four start pages and the four locales), never in a
 * cookie and never sent anywhere. When storage is blocked or throws, the ticks still work until the page is
 * closed, and a line says they are not kept.
 */

/** Longer than any list of this site's doc ids: a longer value is not ours, and is not parsed. */
const MAX_STORED_LENGTH = 20_000;

/**
 * The ticked doc ids; null when storage is blocked or throws. A value that is not a JSON list of ids
 * (corrupt, too long, another shape) counts as no ticks: it is replaced at the next tick.
 */
function load(): string[] | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(READ_KEY);
  } catch {
    return null;
  }
  if (raw === null || raw.length > MAX_STORED_LENGTH) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function save(ids: string[]): boolean {
  try {
    if (ids.length === 0) window.localStorage.removeItem(READ_KEY);
    else window.localStorage.setItem(READ_KEY, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

export default function ReadingPath({data}: {data: StartPageData}): ReactNode {
  const {path, ui} = data;
  const [read, setRead] = useState<Set<string>>(new Set());
  const [stored, setStored] = useState(true);

  useEffect(() => {
    const ids = load();
    if (ids === null) setStored(false);
    else setRead(new Set(ids));
  }, []);

  const update = (change: (next: Set<string>) => void): void => {
    const next = new Set(read);
    change(next);
    // Merge with what is stored now: another start page (or tab) may have ticked other pages.
    const all = new Set(load() ?? []);
    for (const item of path) {
      if (next.has(item.doc)) all.add(item.doc);
      else all.delete(item.doc);
    }
    setStored(save([...all]));
    setRead(next);
  };

  const done = path.filter((item) => read.has(item.doc)).length;
  return (
    <>
      <ol className={styles.path}>
        {path.map((item) => {
          const id = `gelezen-${item.doc.replace(/[^\w-]/g, '-')}`;
          return (
            <li key={item.doc} className={styles.pathItem}>
              <input
                id={id}
                type="checkbox"
                className={styles.check}
                checked={read.has(item.doc)}
                aria-label={fill(ui.markRead, {title: item.title})}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  update((next) => (checked ? next.add(item.doc) : next.delete(item.doc)));
                }}
              />
              <div className={styles.pathText}>
                <Link to={item.permalink} className={styles.pathLink}>
                  {item.title}
                </Link>{' '}
                <span className={styles.minutes}>{fill(ui.minutes, {minutes: item.minutes})}</span>
                <p className={styles.why}>{item.why}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.progressRow}>
        <p className={styles.progress} role="status" data-testid="path-progress">
          {fill(ui.progress, {done, total: path.length})}
        </p>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={done === 0}
          onClick={() => update((next) => next.clear())}>
          {ui.reset}
        </button>
      </div>
      {!stored && (
        <p className={styles.storageOff} data-testid="storage-off">
          {ui.storageOff}
        </p>
      )}
    </>
  );
}
