// Placeholder: the workbench server lands with issue 6.
export {};
