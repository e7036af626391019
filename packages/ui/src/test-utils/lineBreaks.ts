/**
 * Where the browser wrapped an element's text between two letters or digits (a word broken
 * mid-word, "…example.co" / "m"), as "before|after" pairs; empty when every line ends at a space,
 * a hyphen or a break the text allows. Text of different elements (a label above its second line)
 * is never one word. For story play functions: reads the laid-out page.
 */
export function midWordBreaks(element: Element): string[] {
  const characters: { char: string; top: number; parent: Node | null }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index++) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (rect) characters.push({ char: text[index]!, top: rect.top, parent: node.parentNode });
    }
  }
  const wordCharacter = /[\p{L}\p{N}]/u;
  const breaks: string[] = [];
  for (let index = 1; index < characters.length; index++) {
    const before = characters[index - 1]!;
    const after = characters[index]!;
    if (
      before.parent === after.parent &&
      after.top - before.top > 1 &&
      wordCharacter.test(before.char) &&
      wordCharacter.test(after.char)
    ) {
      breaks.push(`${before.char}|${after.char}`);
    }
  }
  return breaks;
}
