/**
 * The live channel of the inbox is a hint, never the data: when a member's conversations change,
 * their open inboxes are told "changed" with the new sync cursor and fetch the rest through
 * `GET /api/messages/sync`. A lost hint costs nothing but a delay (clients also sync on focus).
 * See docs/decisions/023-messages.md.
 */
export interface InboxHint {
  type: 'changed';
  /** The member's sync cursor after the change (opaque to clients). */
  cursor: string;
}

export interface InboxNotifier {
  /** Tells one member's open live channels that their inbox changed. Must not throw. */
  notify(memberId: string, hint: InboxHint): void | Promise<void>;
  /**
   * Listens to one member's hints, for the live route of this process (Server-Sent Events on Node).
   * Absent where the channel lives elsewhere (a Durable Object per member on Workers: see `open`).
   */
  subscribe?(memberId: string, listener: (hint: InboxHint) => void): () => void;
  /** Open channels of a member here, so one member cannot hold an unbounded number of streams. */
  listenerCount?(memberId: string): number;
  /**
   * Where the channel lives outside this process (Workers: worker/services/inbox-channel.ts), the
   * live route hands the signed-in member's request to it: the answer is the same Server-Sent
   * Events stream as on Node, `ready` at `cursor` first; null when the member already has `limit`
   * channels open. `signal` is the client's request's: its abort frees the channel's place at once.
   */
  open?(memberId: string, init: { cursor: string; limit: number; signal?: AbortSignal }): Promise<Response | null>;
}

/**
 * One process, many open inboxes: a listener set per member. Right for the Node server (one
 * process per database file); a second process would need a shared channel.
 */
export class InProcessInboxNotifier implements InboxNotifier {
  private readonly listeners = new Map<string, Set<(hint: InboxHint) => void>>();

  notify(memberId: string, hint: InboxHint): void {
    for (const listener of this.listeners.get(memberId) ?? []) {
      try {
        listener(hint);
      } catch (error) {
        console.error('An inbox listener failed:', error);
      }
    }
  }

  subscribe(memberId: string, listener: (hint: InboxHint) => void): () => void {
    let set = this.listeners.get(memberId);
    if (!set) this.listeners.set(memberId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(memberId) === set) this.listeners.delete(memberId);
    };
  }

  listenerCount(memberId: string): number {
    return this.listeners.get(memberId)?.size ?? 0;
  }
}
