-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "sync_ticket" BIGSERIAL NOT NULL;
