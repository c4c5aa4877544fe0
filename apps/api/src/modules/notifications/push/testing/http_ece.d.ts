declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Parameters of an aes128gcm decryption by the receiver of a Web Push message. */
  export interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer | string;
  }

  /** Decrypts an encrypted content-coding body; throws when it does not decrypt. */
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
