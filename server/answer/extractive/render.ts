// Renders the chosen quotes as tidy Markdown: table rows under their header, sentences of one
// paragraph joined, list items as a list, FAQ answers under their question.
import type { Quote, ScoredUnit } from './quote.ts';
import { tableCells } from './units.ts';

const row = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

function renderUnits(units: ScoredUnit[]): string {
  const parts: string[] = [];
  let shownSubheading = '';
  let i = 0;
  while (i < units.length) {
    const { unit } = units[i];
    const sameGroup: ScoredUnit[] = [];
    while (i < units.length && units[i].unit.group === unit.group && units[i].unit.kind === unit.kind) sameGroup.push(units[i++]);
    // Once above the groups it heads, not again over each of them.
    const asked = unit.subheading && unit.subheading !== shownSubheading && sameGroup.some((entry) => entry.subheadingCoverage >= 0.5);
    const faqQuestion = asked ? `**${unit.subheading}**\n\n` : '';
    if (asked) shownSubheading = unit.subheading;
    switch (unit.kind) {
      case 'row': {
        const header = unit.header ?? [];
        parts.push([row(header), row(header.map(() => '---')), ...sameGroup.map((entry) => row(tableCells(entry.unit.text)))].join('\n'));
        break;
      }
      case 'item':
        // One fact is a sentence, not a one-item list.
        parts.push(faqQuestion + (sameGroup.length === 1 ? sameGroup[0].unit.text : sameGroup.map((entry) => `- ${entry.unit.text}`).join('\n')));
        break;
      default:
        parts.push(faqQuestion + sameGroup.map((entry) => entry.unit.text).join(' '));
    }
  }
  return parts.join('\n\n');
}

export function renderQuotes(quotes: Quote[]): string {
  if (quotes.length === 1) return renderUnits(quotes[0].units);
  return quotes
    .map((quote) => `${quote.section.heading ? `**${quote.section.heading}**\n\n` : ''}${renderUnits(quote.units)}`)
    .join('\n\n');
}
