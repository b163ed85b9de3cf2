/**
 * Replaces (ejects) `@theme/NavbarItem/ComponentTypes` of @docusaurus/theme-classic: only the navbar item
 * types this site's navbar uses (config/navbar.ts). The theme's full map put every type's component in
 * every page's main bundle, including the version items and their docs-plugin hooks this site, with one
 * docs version, never shows. A navbar item of another type stops the build with the theme's own message
 * ("No NavbarItem component found for type …"): add its component here (the upstream file lists them).
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'localeDropdown' | 'search' | 'dropdown' | 'docSidebar'> =
  {
    default: DefaultNavbarItem,
    localeDropdown: LocaleDropdownNavbarItem,
    search: SearchNavbarItem,
    dropdown: DropdownNavbarItem,
    docSidebar: DocSidebarNavbarItem,
  };

export default ComponentTypes as ComponentTypesObject;
