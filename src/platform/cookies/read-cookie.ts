/** The decoded value of cookie `name`, or undefined when it is absent. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The names of the cookies this page sees (path, domain and expiry are not readable). */
export function cookieNames(cookies: string = document.cookie): Set<string> {
  const names = new Set<string>();
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    const name = separator < 0 ? '' : pair.slice(0, separator).trim();
    if (name) names.add(name);
  }
  return names;
}
