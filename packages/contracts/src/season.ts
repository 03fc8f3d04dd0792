/** Back office, season (issue 14): payloads of its routes. */
export {};
