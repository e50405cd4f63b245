/** Where the page goes when a month cannot be fetched: the link's own address, as without the runtime. */
export const navigation = { go: (url: string): void => window.location.assign(url) };
