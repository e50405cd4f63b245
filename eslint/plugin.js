// The project's own rules, as a plugin so eslint.config.js can turn them on as `local/<rule>`.
import layers from './layers.js';

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'local' },
  rules: { layers },
};

export default plugin;
