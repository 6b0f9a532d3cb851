// Runs in the page (page.evaluate): the browser globals it uses are declared for lint in .oxlintrc.json.

/**
 * The app's note-key scheme, then `encrypted` encrypted and `regular` regular notes added through the
 * backup import route, 1,000 a call: PBKDF2 wrapping key from the password and the account's salt, a
 * random AES-GCM 256 note key stored wrapped, every field under the note key with its own IV. Note i
 * names word i % 97 of a small vocabulary, so a search for one word matches about 1 note in 97.
 */
export async function seedInPage({ password, encrypted, regular }) {
  const subtle = crypto.subtle;
  const enc = new TextEncoder();
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
  const unb64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const call = async (method, path, body) => {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const salt = await call('GET', '/api/auth/encryption-salt');
  const material = await subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveKey']);
  const wrappingKey = await subtle.deriveKey(
    {
      name: 'PBKDF2',
      hash: salt.kdf.hash,
      salt: unb64(salt.encryptionSalt),
      iterations: salt.kdf.iterations,
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const wrapIv = crypto.getRandomValues(new Uint8Array(12));
  const wrapped = await subtle.encrypt({ name: 'AES-GCM', iv: wrapIv }, wrappingKey, raw);
  await call('POST', '/api/auth/encryption-key', { wrappedKey: b64(wrapped), wrappedKeyIv: b64(wrapIv) });
  const noteKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const field = async (text) => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    return [b64(await subtle.encrypt({ name: 'AES-GCM', iv }, noteKey, enc.encode(text))), b64(iv)];
  };

  const words = Array.from({ length: 97 }, (_, i) => `topic${i}x`);
  words[7] = 'photosynthesis';
  words[11] = 'keyset';
  const plain = (index) => ({
    note: `Bench note ${index}: the phrase at this point about ${words[index % 97]}, and what to practise next.`,
    videoId: `benchVid${String(index % 100).padStart(3, '0')}`,
    videoTitle: `Bench video ${index % 100}`,
    videoThumbnailUrl: '',
    timestamp: index % 600,
    channelId: `UCbench${index % 10}`,
    channelTitle: `Bench channel ${index % 10}`,
  });
  const encryptNote = async (fields) => {
    const entries = await Promise.all(
      ['note', 'videoId', 'videoTitle', 'videoThumbnailUrl', 'timestamp', 'channelId', 'channelTitle'].map(
        async (name) => [name, await field(String(fields[name]))],
      ),
    );
    const ivName = {
      note: 'contentIv',
      videoId: 'videoIdIv',
      videoTitle: 'videoTitleIv',
      videoThumbnailUrl: 'videoThumbnailIv',
      timestamp: 'timestampIv',
      channelId: 'channelIdIv',
      channelTitle: 'channelTitleIv',
    };
    const body = { isEncrypted: true };
    for (const [name, [cipherText, iv]] of entries) {
      body[name] = cipherText;
      body[ivName[name]] = iv;
    }
    return body;
  };

  const total = encrypted + regular;
  for (let start = 0; start < total; start += 1000) {
    const batch = [];
    for (let index = start; index < Math.min(total, start + 1000); index += 1)
      batch.push(
        index < encrypted ? await encryptNote(plain(index)) : { ...plain(index), isEncrypted: false },
      );
    await call('POST', '/api/notes/import', { notes: batch });
  }
}
