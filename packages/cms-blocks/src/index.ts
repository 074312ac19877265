// Filled by the issues that build this package; nothing is exported yet.
export {};
