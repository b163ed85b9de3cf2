import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {isRelease, whatsNewPluginName, type WhatsNewData} from '../../src/utils/whatsNew';

/**
 * "What's new since your last visit": the dates of the locale's release posts, as global data for the
 * navbar badge (src/theme/NavbarItem/DefaultNavbarItem): their publication times, newest first.
 */
export function whatsNewPlugin(): Plugin {
  return {
    name: whatsNewPluginName,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const releases = (blog?.blogPosts ?? [])
        .filter((post) => isRelease(post.metadata.permalink))
        .map((post) => new Date(post.metadata.date).getTime())
        .sort((a, b) => b - a);
      actions.setGlobalData({releases} satisfies WhatsNewData);
    },
  };
}
