'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { storage } from '../../lib/storage';

// Everything else of the editor mode is fetched only when an editor token is there: a visitor's
// page runs this check and nothing more.
const EditorRuntime = dynamic(() => import('./EditorRuntime'), { ssr: false });

/** Mounted once in the layout: starts the editor mode when sessionStorage holds an editor token. */
export function EditorMode({ lang }: { lang: string }) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(storage.session.get('token')), []);
  return token ? <EditorRuntime lang={lang} token={token} /> : null;
}
