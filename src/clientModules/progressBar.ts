/**
 * The navigation progress bar (the classic theme's nprogress client module) without nprogress's own roles
 * `bar` and `spinner`: they are not ARIA roles, so while the bar shows (a navigation inside the site that
 * takes more than 200 ms) the page failed axe's `aria-roles` rule, and a screen reader met an element with an
 * unknown role. The bar only draws; it has no role. nprogress found its parts by those roles, so it finds
 * them by class here. Known upstream: https://github.com/rstacruz/nprogress/issues/180.
 */
import nprogress from 'nprogress';

nprogress.configure({
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
  spinnerSelector: '.spinner',
});

export {};
