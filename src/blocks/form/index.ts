import { defineBlock } from '../../kit/define.ts';
import { formBlock } from './mount-form.ts';

/** Form block (type 9): the full submission of docs/markup.md 6.3. */
export const mount = defineBlock(formBlock('full'));
