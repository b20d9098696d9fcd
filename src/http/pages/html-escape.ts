// Text put into Kiln's own HTML pages (/gallery, /docs): the characters HTML gives meaning to,
// written as character references.
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
