import type {
  AverageInput,
  DiaryEntry,
  FuelStopInput,
  NoteInput,
  OperationInput,
} from '@lindner/api/schema';

/** What each kind of diary entry sends. */
export interface DiaryEntryInputs {
  fuelStop: FuelStopInput;
  operation: OperationInput;
  average: AverageInput;
  note: NoteInput;
}
export type DiaryEntryKindName = keyof DiaryEntryInputs;

/** Why the server turned a queued entry down: its message and its messages per field. */
export interface QueuedEntryProblem {
  message: string | null;
  fieldErrors: Record<string, string>;
}

interface QueuedEntryOf<Kind extends DiaryEntryKindName> {
  /** The entry's id, chosen on the device and sent with it: a second send stores nothing new. */
  clientId: string;
  /** The portal user who wrote it (`/user`'s id): only they see and send it. */
  userId: string;
  vehicleId: string;
  kind: Kind;
  input: DiaryEntryInputs[Kind];
  /** When it was first kept, in ms: entries are sent in this order. */
  queuedAt: number;
  /** Waiting to be sent, or turned down by the server (`problem` says why). */
  status: 'waiting' | 'refused';
  problem: QueuedEntryProblem | null;
}

/** A diary entry saved on the device while there was no connection. */
export type QueuedEntry = {
  [Kind in DiaryEntryKindName]: QueuedEntryOf<Kind>;
}[DiaryEntryKindName];

/** The entry as the diary list shows it: the input with the server's defaults filled in. */
export function diaryEntryOf(queued: QueuedEntry): DiaryEntry {
  const id = queued.clientId;
  switch (queued.kind) {
    case 'fuelStop':
      return { ...queued.input, kind: 'fuelStop', id, fullTank: queued.input.fullTank ?? true };
    case 'operation':
      return { ...queued.input, kind: 'operation', id, note: queued.input.note ?? null };
    case 'average': {
      const { field = null, gras = null, other = null } = queued.input.consumption;
      return { ...queued.input, kind: 'average', id, consumption: { field, gras, other } };
    }
    case 'note':
      return { ...queued.input, kind: 'note', id };
  }
}
