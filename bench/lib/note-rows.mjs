// The limit servers' way to read notes: one pg query of the columns, each row mapped to the API's
// shape in Node (what the library answers, without the framework).

export const noteColumns = `id, is_encrypted, note, video_id, video_title, video_thumbnail_url, timestamp_seconds,
  timestamp_cipher, content_iv, video_id_iv, video_title_iv, video_thumbnail_iv, timestamp_iv, created_at, updated_at`;

/** One user's notes, newest first, as the API's JSON text. */
export async function notesJson(pool, userId) {
  const { rows } = await pool.query(
    `SELECT ${noteColumns} FROM notes WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1000`,
    [userId],
  );
  return JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      note: row.note,
      videoId: row.video_id,
      videoTitle: row.video_title,
      videoThumbnailUrl: row.video_thumbnail_url,
      timestamp: row.is_encrypted ? (row.timestamp_cipher ?? '') : (row.timestamp_seconds ?? 0),
      isEncrypted: row.is_encrypted,
      contentIv: row.content_iv,
      videoIdIv: row.video_id_iv,
      videoTitleIv: row.video_title_iv,
      videoThumbnailIv: row.video_thumbnail_iv,
      timestampIv: row.timestamp_iv,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  );
}
