'use client';
import { createContext, type ReactNode, useContext } from 'react';

/** What the not-found and error pages need of the request's school: its language and that language's path prefix. */
export type SchoolPlace = { lang: string; base: string };

const Context = createContext<SchoolPlace>({ lang: 'fr', base: '' });

/** Set by the root layout (it knows the school from the host), read by pages rendered without params. */
export function SchoolProvider({ value, children }: { value: SchoolPlace; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useSchoolPlace = () => useContext(Context);
