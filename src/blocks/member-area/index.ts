import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { readMemberAreaConfig } from './config.ts';
import { PricingToggle } from './PricingToggle.tsx';
import { readMemberArea } from './read-member-area.ts';

/**
 * Member area block (type 67, docs/markup.md 6.11): the two-option pricing toggle, a React component
 * (PricingToggle.tsx) over the renderer's buttons and parts.
 */
export const mount = defineBlock({
  config: readMemberAreaConfig,
  markup: readMemberArea,
  mount: ({ element, markup, report, signal }) => renderIntoBlock({ element, report, signal }, createElement(PricingToggle, { markup })),
});
