import { useState } from 'react';

/** Country names in the page's language (the code itself where Intl lacks them). */
export function useCountryNames(lang: string) {
  const [names] = useState(() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      return null;
    }
  });
  return (code: string) => names?.of(code) ?? code;
}
