/**
 * AES-GCM for values kept in the browser (spec §3: userAbilityRules is stored encrypted). Web Crypto
 * exists only in secure contexts, so a phone opening the app over plain http on the local network
 * uses @noble/ciphers instead; both write the same format, so either reads what the other wrote.
 * The key ships in the bundle: this keeps casual edits out of stored rules, while the server still
 * enforces every permission.
 *
 * Format: base64(iv[12] || ciphertext || tag[16]).
 */
export type TStorageCipher = {
  encrypt(plaintext: string): Promise<string>;
  decrypt(payload: string): Promise<string>;
};

const IV_BYTES = 12;

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new Error('VITE_STORAGE_KEY must be 64 hexadecimal characters (a 256-bit AES key)');
  }
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomIv(): Uint8Array<ArrayBuffer> {
  // getRandomValues, unlike crypto.subtle, is available outside secure contexts too.
  return crypto.getRandomValues(new Uint8Array(IV_BYTES));
}

function split(payload: string): { iv: Uint8Array<ArrayBuffer>; sealed: Uint8Array<ArrayBuffer> } {
  const bytes = fromBase64(payload);
  if (bytes.length < IV_BYTES + 16) throw new Error('Encrypted value is too short');
  return { iv: bytes.slice(0, IV_BYTES), sealed: bytes.slice(IV_BYTES) };
}

function join(iv: Uint8Array, sealed: Uint8Array): string {
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64(out);
}

export function createWebCryptoCipher(keyBytes: Uint8Array<ArrayBuffer>): TStorageCipher {
  const key = crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return {
    async encrypt(plaintext) {
      const iv = randomIv();
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await key,
        new TextEncoder().encode(plaintext),
      );
      return join(iv, new Uint8Array(sealed));
    },
    async decrypt(payload) {
      const { iv, sealed } = split(payload);
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await key, sealed);
      return new TextDecoder().decode(plain);
    },
  };
}

export function createNobleCipher(keyBytes: Uint8Array): TStorageCipher {
  // Loaded on demand: only pages outside a secure context pay for the pure-JS AES.
  const gcm = import('@noble/ciphers/aes.js').then((m) => m.gcm);
  return {
    async encrypt(plaintext) {
      const iv = randomIv();
      const sealed = (await gcm)(keyBytes, iv).encrypt(new TextEncoder().encode(plaintext));
      return join(iv, sealed);
    },
    async decrypt(payload) {
      const { iv, sealed } = split(payload);
      return new TextDecoder().decode((await gcm)(keyBytes, iv).decrypt(sealed));
    },
  };
}

/** Web Crypto in a secure context, the pure-JS implementation otherwise. */
export function createStorageCipher(
  keyHex: string,
  secure: boolean = typeof window !== 'undefined' && window.isSecureContext && !!globalThis.crypto?.subtle,
): TStorageCipher {
  const keyBytes = hexToBytes(keyHex);
  return secure ? createWebCryptoCipher(keyBytes) : createNobleCipher(keyBytes);
}
