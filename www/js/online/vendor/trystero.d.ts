// The few parts of the vendored Trystero module (trystero.js beside this file) that
// www/js/online/transport.js and mailbox.js use, typed for the page's type check.
type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

export interface RoomConfig {
  appId: string;
  password?: string;
  passive?: boolean;
  relayConfig?: { urls?: string[]; redundancy?: number };
  rtcConfig?: RTCConfiguration;
  handshakeTimeoutMs?: number;
  /** The most bytes a message from a peer may have in this room (a patch of ours; no limit without it). */
  maxMessageBytes?: number;
  onPeerHandshake?: (
    peerId: string,
    send: (data: Json) => Promise<void>,
    receive: () => Promise<{ data: Json }>,
    isInitiator: boolean,
  ) => Promise<void>;
  onJoinError?: (details: { error: string; peerId: string }) => void;
}

export interface MessageAction {
  send: (data: Json, options?: { target?: string | string[] | null }) => Promise<void>;
  onMessage: ((data: Json, context: { peerId: string }) => void) | null;
}

export interface Room {
  makeAction: (namespace: string, config?: { onMessage?: (data: Json, context: { peerId: string }) => void }) => MessageAction;
  ping: (peerId: string) => Promise<number>;
  leave: () => Promise<void>;
  getPeers: () => Record<string, RTCPeerConnection>;
  onPeerJoin: ((peerId: string) => void) | null;
  onPeerLeave: ((peerId: string) => void) | null;
}

export const selfId: string;
export function joinRoom(config: RoomConfig, roomId: string, callbacks?: Pick<RoomConfig, 'onPeerHandshake' | 'onJoinError' | 'handshakeTimeoutMs'>): Room;

/** @noble/secp256k1's BIP-340 signatures, as Nostr events are signed. */
export const schnorr: {
  keygen: () => { secretKey: Uint8Array; publicKey: Uint8Array };
  signAsync: (message: Uint8Array, secretKey: Uint8Array) => Promise<Uint8Array>;
};
