/**
 * The services chunk, what every page loads: the page services, mounted on the site context, and
 * the core (startCore), which the entry starts on every page. One file rather than two: the entry
 * asks for both at once anyway, and together they compress better than apart.
 */
export { mount } from '../page/services/index.ts';
export { startCore } from '../core/page-core.ts';
