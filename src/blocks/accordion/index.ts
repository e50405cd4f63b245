import { createElement } from 'react';
import type { MountFn } from '../../core/types';
import { readBlockConfig } from '../shared/block-config';
import { mountIsland } from '../shared/react-island';
import { Accordion } from './Accordion';
import { AccordionConfigSchema } from './config';
import { readAccordion } from './read-accordion';

/** Accordion block (type 69). */
export const mount: MountFn = (element, { report }) => {
  readBlockConfig(element, AccordionConfigSchema);
  const markup = readAccordion(element);
  return mountIsland(markup.list, createElement(Accordion, { markup }), {
    report,
    slots: markup.items.flatMap((item) => [item.title, item.content]),
  });
};
