// The library's hot list (one user's 100 notes, newest first) read four ways in one process, one
// after the other, so that only the reading and encoding differ:
//   prisma       the model query (findMany), rows mapped to the API's shape, JSON.stringify
//   pg rows      one pg query of the same columns, mapped and stringified in Node
//   pg row json  one pg query in which Postgres writes each row's JSON; Node joins the texts
//   pg json_agg  one pg query in which Postgres writes the whole array
// Prints wall time and this process's CPU time per call (Postgres's own CPU is not in the latter).
// Options (env): NOTES (100), CALLS (2000). Needs the built library (npm run build -w services/library).
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchInfrastructure, table } from './support.mjs';
import { notesJson } from './lib/note-rows.mjs';

const root = new URL('..', import.meta.url);
const { PrismaClient } = await import(new URL('services/library/dist/generated/prisma/client.js', root).href);
const { PrismaPg } = await import('@prisma/adapter-pg');
const { applyMigrations } = await import(new URL('packages/db-tools/dist/index.js', root).href);
const { toNoteView } = await import(new URL('services/library/dist/notes/note.mapper.js', root).href);
const { noteJsonColumns } = await import(
  new URL('services/library/dist/notes/note-list.repository.js', root).href
);

const NOTES = Number(process.env.NOTES ?? 100);
const CALLS = Number(process.env.CALLS ?? 2000);
const userId = randomUUID();

const infrastructure = await benchInfrastructure();
const database = `bench_notes_query_${randomBytes(4).toString('hex')}`;
const databaseUrl = `${infrastructure.env.TEST_DATABASE_URL}/${database}`;
const migrationsDir = new URL('services/library/prisma/migrations', root).pathname;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 4 }) });
try {
  await applyMigrations({ databaseUrl, migrationsDir });
  for (let index = 0; index < NOTES; index++)
    await pool.query(
      `INSERT INTO notes (id, user_id, is_encrypted, note, video_id, video_title, video_thumbnail_url,
         timestamp_seconds, created_at, updated_at)
       VALUES ($1, $2, false, $3, $4, $5, $6, $7, now() - make_interval(secs => $7), now())`,
      [
        randomUUID(),
        userId,
        `A thought about minute ${index}: ${randomBytes(24).toString('hex')}`,
        `vid${String(index).padStart(8, '0')}`,
        `Video number ${index}`,
        `https://i.ytimg.com/vi/vid${index}/mqdefault.jpg`,
        index * 7,
      ],
    );
  const ways = {
    prisma: async () =>
      JSON.stringify(
        (
          await prisma.note.findMany({
            where: { userId, AND: [{}, {}] },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: 1000,
          })
        ).map(toNoteView),
      ),
    'pg rows': () => notesJson(pool, userId),
    'pg row json': async () => {
      const { rows } = await pool.query({
        text: `SELECT row_to_json(listed)::text FROM notes CROSS JOIN LATERAL (SELECT ${noteJsonColumns}) listed
                WHERE user_id = $1 ORDER BY created_at DESC, notes.id DESC LIMIT 1000`,
        values: [userId],
        rowMode: 'array',
      });
      return `[${rows.map((row) => row[0]).join(',')}]`;
    },
    'pg json_agg': async () => {
      const { rows } = await pool.query({
        text: `SELECT coalesce(json_agg(row_to_json(listed) ORDER BY created_at DESC, notes.id DESC), '[]')::text
                 FROM notes CROSS JOIN LATERAL (SELECT ${noteJsonColumns}) listed WHERE user_id = $1`,
        values: [userId],
        rowMode: 'array',
      });
      return rows[0][0];
    },
  };
  const reference = JSON.parse(await ways.prisma());
  for (const [name, read] of Object.entries(ways)) {
    const answer = JSON.parse(await read());
    if (JSON.stringify(answer) !== JSON.stringify(reference)) throw new Error(`${name} answers differently`);
  }
  const rows = [];
  for (const [name, read] of Object.entries(ways)) {
    for (let index = 0; index < 200; index++) await read();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < CALLS; index++) await read();
    const wall = (performance.now() - started) / CALLS;
    const used = process.cpuUsage(cpu);
    rows.push({
      way: name,
      'wall µs/call': Math.round(wall * 1000),
      'node CPU µs/call': Math.round((used.user + used.system) / CALLS),
    });
  }
  console.log(
    `${NOTES} notes, ${CALLS} sequential calls each (after 200 to warm up); every way answers the same JSON`,
  );
  table(rows);
} finally {
  await prisma.$disconnect();
  await pool.end();
  const admin = new pg.Client({ connectionString: `${infrastructure.env.TEST_DATABASE_URL}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  await infrastructure.stop();
}
