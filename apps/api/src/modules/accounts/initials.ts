/** `M. B.`: the initial of each name there is, as letters (not code units) of any script. */
export function initialsOf(firstName: string | null, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name))
    .map((name) => `${Array.from(name)[0]!.toLocaleUpperCase('de')}.`)
    .join(' ');
}
