const added = new Set<HTMLLinkElement>();

/**
 * Links a chunk's stylesheet (a same-origin file, which a strict CSP allows, unlike <style>) and
 * resolves once it applies, so a block never mounts unstyled.
 */
export function loadStylesheet(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = reject;
    document.head.append(link);
    added.add(link);
  });
}

/** Teardown: the stylesheets the runtime added go, so the page is as its HTML was. */
export function removeStylesheets(): void {
  for (const link of added) link.remove();
  added.clear();
}
