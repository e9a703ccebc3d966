// Placeholder: the pool's worker router lands with the pool capability (issue 5).
export {};
