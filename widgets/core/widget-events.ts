import { EMBED_ERROR_EVENT, EMBED_READY_EVENT, type EmbedErrorDetail, type EmbedEventName, type EmbedEventPayloads, embedEventType } from '../../core/embed/embed-contract.ts';

/**
 * Events bubble and are composed so they leave the shadow root and reach listeners the host page
 * put on the element, on a parent or on `document`.
 */
function dispatch(target: EventTarget, type: string, detail: unknown) {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Sends `cakeday:<name>` with a payload typed by the embed contract. */
export function emitWidgetEvent<N extends EmbedEventName>(host: EventTarget, name: N, detail: EmbedEventPayloads[N]) {
  dispatch(host, embedEventType(name), detail);
}

export function emitEmbedError(target: EventTarget, detail: EmbedErrorDetail) {
  dispatch(target, EMBED_ERROR_EVENT, detail);
}

export function emitEmbedReady(target: EventTarget, widget: string) {
  dispatch(target, EMBED_READY_EVENT, { widget });
}
