/** Back office, catalogue (issue 14): payloads of its routes. */
export {};
