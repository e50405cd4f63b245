/**
 * Whether the visitor has typed or chosen something in a form field of `root`: a field whose value,
 * checked or selected state differs from what the page was rendered with. A reload would lose it (issue
 * 16: never reload while the visitor has typed into a form).
 */
export function hasTypedInput(root: ParentNode = document): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (field.multiple ? options.some((option) => option.selected !== option.hasAttribute('selected')) : field.selectedIndex !== initialIndex(options))
        return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/** The option a single choice shows as rendered: the last one marked `selected`, else the first one enabled (HTML's selectedness rules). */
function initialIndex(options: HTMLOptionElement[]): number {
  const marked = options.map((option) => option.hasAttribute('selected')).lastIndexOf(true);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}
