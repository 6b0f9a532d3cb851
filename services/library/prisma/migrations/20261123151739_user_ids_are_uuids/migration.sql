-- User ids are the auth service's UUIDs. Stored as uuid, every spelling of one id is the same value,
-- so no purge or lookup can miss rows written under another spelling. The cast keeps every row (the
-- generated DROP/ADD COLUMN would have lost them).
ALTER TABLE "favorite_channels" ALTER COLUMN "user_id" SET DATA TYPE UUID USING ("user_id"::uuid);

ALTER TABLE "notes" ALTER COLUMN "user_id" SET DATA TYPE UUID USING ("user_id"::uuid);
