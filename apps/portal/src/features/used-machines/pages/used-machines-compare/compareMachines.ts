import { maxComparedMachines } from '@lindner/api/schema';
import type { MessageDescriptor } from 'react-intl';

// The comparison's logic, without React: the machines' facts side by side, which rows differ,
// and the addresses of the comparison.

/** One machine's facts in their groups, as `machineFactGroups` writes them (null: not given). */
export interface FactGroupValues {
  heading: MessageDescriptor;
  facts: [MessageDescriptor, string | null][];
}

/** A row of the table: the field, each machine's value (null: not given), whether they differ. */
export interface ComparedRow {
  label: MessageDescriptor;
  values: (string | null)[];
  differs: boolean;
}

export interface ComparedGroup {
  heading: MessageDescriptor;
  rows: ComparedRow[];
}

/**
 * The machines' groups as table rows, one value per machine in their order. A field none of them
 * gives is left out; a row differs when two machines show different values (a missing value
 * counts as one), so a single machine differs in nothing.
 */
export function compareFactGroups(machines: FactGroupValues[][]): ComparedGroup[] {
  const first = machines[0];
  if (!first) return [];
  return first
    .map((group, groupIndex) => ({
      heading: group.heading,
      rows: group.facts
        .map(([label], factIndex) => {
          const values = machines.map(
            (groups) => groups[groupIndex]?.facts[factIndex]?.[1] ?? null,
          );
          return { label, values, differs: new Set(values).size > 1 };
        })
        .filter((row) => row.values.some((value) => value !== null)),
    }))
    .filter((group) => group.rows.length > 0);
}

/** Only the rows that differ; a group left without rows goes. */
export function onlyDifferences(groups: ComparedGroup[]): ComparedGroup[] {
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}

/** The comparison's search (`?ids=a,b`) of the newest bookmarked machines; '' without any. */
export function compareSearch(ids: readonly string[]): string {
  const compared = ids.slice(0, maxComparedMachines);
  return compared.length === 0
    ? ''
    : `?ids=${compared.map((id) => encodeURIComponent(id)).join(',')}`;
}

/** The comparison's search without one machine (its "Remove" link). */
export function compareSearchWithout(ids: readonly string[], id: string): string {
  return compareSearch(ids.filter((each) => each !== id));
}
