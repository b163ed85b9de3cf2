/**
 * The event by which the colour toggle's inline click handler (plugins/performance/colourToggle.ts) tells React
 * of a new choice; src/theme/ColorModeToggle listens for it. Shared by the plugin (Node) and the browser.
 */
export const COLOUR_MODE_EVENT = 'colormodechoice';
