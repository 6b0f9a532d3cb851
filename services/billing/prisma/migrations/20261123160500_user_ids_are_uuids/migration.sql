-- User ids are the auth service's UUIDs. Stored as uuid, every spelling of one id is the same value,
-- so no purge, refund or entitlement lookup can miss rows written under another spelling. The casts
-- keep every row (a generated DROP/ADD COLUMN would lose them).
ALTER TABLE "billing_accounts" ALTER COLUMN "user_id" SET DATA TYPE UUID USING ("user_id"::uuid);

ALTER TABLE "subscriptions" ALTER COLUMN "user_id" SET DATA TYPE UUID USING ("user_id"::uuid);

ALTER TABLE "purged_accounts" ALTER COLUMN "user_id" SET DATA TYPE UUID USING ("user_id"::uuid);
