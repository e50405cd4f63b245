import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { mountIsland } from '../../ui/react-island.tsx';
import { Accordion } from './Accordion.tsx';
import { readAccordionConfig } from './config.ts';
import { readAccordion } from './read-accordion.ts';

/** Accordion block (type 69). */
export const mount = defineBlock({
  config: readAccordionConfig,
  markup: readAccordion,
  mount: ({ markup, report }) =>
    mountIsland(markup.list, createElement(Accordion, { markup }), {
      report,
      slots: markup.items.flatMap((item) => [item.title, item.content]),
    }),
});
