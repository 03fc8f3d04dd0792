/**
 * Link safety for editor-written content: a link may be a site path, a fragment, or a URL of an
 * allowed scheme. Used by the platform's sanitiser and by the editing tool's link dialog, so an
 * editor is told before saving what the platform would strip.
 */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Images load over http(s) only. */
export const SAFE_IMAGE_SCHEMES = ['http', 'https'] as const;

export function safeHref(value: string, schemes: readonly string[] = SAFE_LINK_SCHEMES): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop C0 controls and spaces in a URL's scheme
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  // Protocol-relative (`//evil`) and backslash forms browsers read as another host.
  if (!bare || bare.startsWith('//') || bare.startsWith('\\') || bare.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return !scheme || schemes.includes(scheme[1]!.toLowerCase());
}
