import type { ClientEventHandler, LivePerson, Realtime } from '../../plugins/realtime';

export interface RecordedEvent {
  personId: string;
  event: string;
  payload: unknown;
}

/** A live layer that records what would have been sent, for tests of what is published when. */
export const createRecordingRealtime = () => {
  const sent: RecordedEvent[] = [];
  const disconnected: string[] = [];
  const handlers = new Map<string, ClientEventHandler>();
  const realtime: Realtime = {
    toPerson: (personId, event, payload) => {
      sent.push({ personId, event, payload });
    },
    disconnectPerson: (personId) => {
      disconnected.push(personId);
    },
    disconnectSession: (sessionId) => {
      disconnected.push(`session:${sessionId}`);
    },
    onClientEvent: (event, handler) => {
      handlers.set(event, handler);
    },
  };
  return {
    realtime,
    sent,
    disconnected,
    /** Events sent to one person, by name. */
    to: (personId: string, event?: string) =>
      sent.filter((entry) => entry.personId === personId && (!event || entry.event === event)),
    /** Plays a client's event as if it came over a socket. */
    fromClient: async (event: string, person: LivePerson, payload: unknown) =>
      handlers.get(event)?.(person, payload),
  };
};
export type RecordingRealtime = ReturnType<typeof createRecordingRealtime>;
