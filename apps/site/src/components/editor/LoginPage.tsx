import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSite } from '../../api/site.server';
import { editorTexts } from '../../i18n/messages-editor';
import { EDITOR_LOGIN_PATHS, editorLoginPath } from '../../lib/editor-login';
import { pageTitle } from '../../lib/head';
import { resolveHref } from '../../lib/links';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { LoginForm } from './LoginForm';

type Params = Promise<{ host: string; lang: string }>;

/** The site of a login route, or a 404 when `path` is not this language's login path. */
async function load(params: Params, path: string) {
  const { host, lang } = await params;
  const site = await getSite(host, lang);
  if (!site || editorLoginPath(site.lang) !== path) notFound();
  return site;
}

/** Not indexed, and not in the sitemap (which lists CMS pages only). */
export async function editorLoginMetadata(params: Params, path: string): Promise<Metadata> {
  const site = await load(params, path);
  const t = editorTexts(site.lang);
  return {
    title: pageTitle({ title: t('editor.login.title'), subTitle: null }, site.config.siteName),
    robots: { index: false, follow: false },
  };
}

/** The editors' login page in the page shell; its translations are the other languages' login paths. */
export async function EditorLoginPage({ params, path }: { params: Params; path: string }) {
  const site = await load(params, path);
  const t = editorTexts(site.lang);
  const translations = site.config.langs.map((lang) => ({ lang, path: EDITOR_LOGIN_PATHS[lang] ?? editorLoginPath(lang) }));
  return (
    <>
      <SiteHeader site={site} page={{ lang: site.lang, path, translations }} />
      <main id="content" className="page page-editor-login">
        <div className="page-head">
          <h1 id="editor-login-title">{t('editor.login.title')}</h1>
          <p className="subtitle">{t('editor.login.intro')}</p>
        </div>
        <LoginForm
          lang={site.lang}
          site={site.config.site}
          platformUrl={site.config.ubloApi}
          homeHref={resolveHref(site.menus.shortcuts.homeItem.path, site.base)}
        />
      </main>
      <SiteFooter site={site} />
    </>
  );
}
