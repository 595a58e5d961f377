/**
 * Opens an address in a new browser tab (SPEC.md §2 contact form helper, citations). `noopener`
 * keeps the opened page from reaching back into the chat through `window.opener`.
 */
export function openInNewTab(address: string): void {
  window.open(address, '_blank', 'noopener,noreferrer');
}
