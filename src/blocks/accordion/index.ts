import { createElement } from 'react';
import type { MountFn } from '../../core/contract.ts';
import { readBlockConfig } from '../../kit/block-config.ts';
import { mountIsland } from '../../ui/react-island.tsx';
import { Accordion } from './Accordion.tsx';
import { AccordionConfigSchema } from './config.ts';
import { readAccordion } from './read-accordion.ts';

/** Accordion block (type 69). */
export const mount: MountFn = (element, { report }) => {
  readBlockConfig(element, AccordionConfigSchema);
  const markup = readAccordion(element);
  return mountIsland(markup.list, createElement(Accordion, { markup }), {
    report,
    slots: markup.items.flatMap((item) => [item.title, item.content]),
  });
};
