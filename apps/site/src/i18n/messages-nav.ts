/** Interface strings of the nav components (merged into the dictionaries by ./messages). */
export const fr: Record<string, string> = {};
export const en: Record<string, string> = {};
