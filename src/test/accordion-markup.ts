/** Pre-rendered accordion HTML as docs/markup.md specifies it, for unit tests. */
export function accordionHtml(options: { id?: string; allowMultiple?: boolean; open?: number[]; json?: string } = {}): string {
  const id = options.id ?? 'block-faq';
  const items = ['Prazo de entrega', 'Trocas', 'Pagamento'].map((title, index) => {
    const open = options.open?.includes(index) ?? false;
    return `<li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" type="button" id="${id}-button-${index + 1}" aria-expanded="${open}" aria-controls="${id}-panel-${index + 1}"><span class="accordion-item__title">${title}</span></button></h3><div class="accordion-item__dropdown" id="${id}-panel-${index + 1}" role="region" aria-labelledby="${id}-button-${index + 1}"${open ? '' : ' hidden'}><div class="accordion-item__description"><p>Resposta ${index + 1} <a href="#x">link</a></p></div></div></li>`;
  });
  const json = options.json === undefined ? '' : ` data-block-json='${options.json}'`;
  const multiple = options.allowMultiple === undefined ? '' : ` data-allow-multiple-open-items="${options.allowMultiple}"`;
  return `<div class="sqs-block accordion-block" data-block-type="69" id="${id}"${json}><div class="accordion-block__content"><ul class="accordion-items-container"${multiple}>${items.join('')}</ul></div></div>`;
}
