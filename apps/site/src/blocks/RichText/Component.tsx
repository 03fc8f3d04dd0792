import { renderCmsHtml } from '../../lib/cms-html';
import type { BlockProps } from '../types';

export function RichText({ section, base }: BlockProps<'richText'>) {
  // The HTML is sanitised by renderCmsHtml (allowlist) before it reaches the page.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised CMS HTML is the point of this block.
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: renderCmsHtml(section.html, base) }} />;
}
