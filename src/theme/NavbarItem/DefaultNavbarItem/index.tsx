/**
 * Wraps `@theme/NavbarItem/DefaultNavbarItem` of @docusaurus/theme-classic (safe to wrap): the version-history
 * link (`to: '/blog'` in config/navbar.ts) gets the "new releases since your last visit" badge
 * (src/components/WhatsNew). Every other item renders unchanged.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import NewReleasesBadge from '@site/src/components/WhatsNew/NewReleasesBadge';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  if (props.to !== '/blog') return <DefaultNavbarItem {...props} />;
  const label = (
    <>
      {props.label}
      <NewReleasesBadge />
    </>
  ) as unknown as string;
  return <DefaultNavbarItem {...props} className={clsx(props.className, 'whatsnew-link')} label={label} />;
}
