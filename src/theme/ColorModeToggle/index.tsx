/**
 * Replaces (ejects) `@theme/ColorModeToggle` of @docusaurus/theme-classic: the same button, icons, classes
 * and translation ids, but it works before hydration. Stock renders it disabled until React has hydrated
 * the page, which on a phone comes one to two seconds after the text is readable. Here the click is handled
 * by the inline script of plugins/performance/colourToggle.ts (its only handler, before and after hydration); the button
 * carries the choices it cycles through and the translated labels of each, and passes the script's
 * `colormodechoice` event to `onChange`, so the colour-mode context follows.
 */
import {memo, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import {COLOUR_MODE_EVENT} from '@site/src/shared/colourMode';
import styles from './styles.module.css';

type Choice = ColorMode | 'system';

function getColorModeLabel(choice: Choice): string {
  switch (choice) {
    case 'system':
      return translate({
        message: 'system mode',
        id: 'theme.colorToggle.ariaLabel.mode.system',
        description: 'The name for the system color mode',
      });
    case 'light':
      return translate({
        message: 'light mode',
        id: 'theme.colorToggle.ariaLabel.mode.light',
        description: 'The name for the light color mode',
      });
    case 'dark':
      return translate({
        message: 'dark mode',
        id: 'theme.colorToggle.ariaLabel.mode.dark',
        description: 'The name for the dark color mode',
      });
  }
}

function getColorModeAriaLabel(choice: Choice): string {
  return translate(
    {
      message: 'Switch between dark and light mode (currently {mode})',
      id: 'theme.colorToggle.ariaLabel',
      description: 'The ARIA label for the color mode toggle',
    },
    {mode: getColorModeLabel(choice)},
  );
}

function ColorModeToggle({className, buttonClassName, respectPrefersColorScheme, value, onChange}: Props): ReactNode {
  // The theme's order: system → light → dark → system, or light ↔ dark.
  const cycle: Choice[] = respectPrefersColorScheme ? ['system', 'light', 'dark'] : ['light', 'dark'];
  const current: Choice = value ?? (respectPrefersColorScheme ? 'system' : 'light');

  useEffect(() => {
    const follow = (event: Event) => {
      const choice = (event as CustomEvent<Choice>).detail;
      onChange(choice === 'system' ? null : choice);
    };
    document.addEventListener(COLOUR_MODE_EVENT, follow);
    return () => document.removeEventListener(COLOUR_MODE_EVENT, follow);
  }, [onChange]);

  const labels: Record<string, string> = {};
  for (const choice of cycle) {
    labels[`data-title-${choice}`] = getColorModeLabel(choice);
    labels[`data-label-${choice}`] = getColorModeAriaLabel(choice);
  }
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, buttonClassName)}
        type="button"
        data-color-mode-cycle={cycle.join(' ')}
        {...labels}
        title={getColorModeLabel(current)}
        aria-label={getColorModeAriaLabel(current)}>
        {/* The three icons are always rendered; `data-theme-choice` on <html> shows the right one. */}
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
      </button>
    </div>
  );
}

export default memo(ColorModeToggle);
