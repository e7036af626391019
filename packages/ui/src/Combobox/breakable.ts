/**
 * Where a long token such as an e-mail address, a web address or a file name may wrap: before an
 * "@" and after a run of ".", "/" or "_" inside it. The parts are rendered with a `<wbr>` between them, so
 * "anders.andersen@nordlys.example.com" wraps as "anders.andersen" / "@nordlys.example.com" in a
 * narrow list instead of breaking after any letter ("…example.co" / "m").
 */
export function breakableParts(text: string): string[] {
  return text.split(/(?<=[^\s./_@][./_]+)(?=[^\s./_@])|(?<=[^\s@])(?=@)/u);
}
