/**
 * The navigation progress bar (the classic theme's nprogress client module) without nprogress's own roles
 * `bar` and `spinner`: they are not ARIA roles, so while the bar shows (a navigation inside the site that
 * takes more than 200 ms) the page failed axe's `aria-roles` rule, and a screen reader met an element with an
 * unknown role. The bar only draws; it has no role. nprogress found the bar by its role, so it finds it by
 * class here. The template has no spinner: the theme switches it off (`showSpinner: false`), and nprogress
 * then only looks for one to remove. Known upstream: https://github.com/rstacruz/nprogress/issues/180.
 */
import nprogress from 'nprogress';

nprogress.configure({template: '<div class="bar"><div class="peg"></div></div>', barSelector: '.bar'});

export {};
