// Saving a text the app made as a file on the team member's computer (the contacts export): a
// temporary object URL clicked as a download link, then released.
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
