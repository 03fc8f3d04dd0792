/** Back office, accounts (issue 14): payloads of its routes. */
export {};
