/** One formatter per language, made on first use: tables format thousands of cells. */
export function cached<T>(make: (locale: string) => T): (locale: string) => T {
  const cache = new Map<string, T>();
  return (locale) => {
    let value = cache.get(locale);
    if (!value) {
      value = make(locale);
      cache.set(locale, value);
    }
    return value;
  };
}
