-- Money decides access (failed renewals, refunds, disputes): the unpaid renewal and the cancellation
-- reason on each subscription, each subscription payment with its refunds and dispute, and the newest
-- Stripe event applied per user (the admin table).
-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "cancellation_reason" TEXT,
ADD COLUMN     "issue_invoice_url" TEXT,
ADD COLUMN     "issue_kind" TEXT,
ADD COLUMN     "issue_next_retry_at" TIMESTAMPTZ(3),
ADD COLUMN     "issue_reason" TEXT,
ADD COLUMN     "issue_since" TIMESTAMPTZ(3),
ADD COLUMN     "test_clock_id" TEXT,
ADD COLUMN     "clock_ahead_seconds" INTEGER;

-- CreateIndex
CREATE INDEX "subscriptions_test_clock_id_idx" ON "subscriptions"("test_clock_id");

-- CreateTable
CREATE TABLE "payments" (
    "charge_id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "amount_refunded" INTEGER NOT NULL,
    "dispute_id" TEXT,
    "dispute_status" TEXT,
    "synced_at" TIMESTAMPTZ(3) NOT NULL,
    "sync_ticket" BIGSERIAL NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("charge_id")
);

-- CreateTable
CREATE TABLE "last_stripe_events" (
    "user_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "last_stripe_events_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "payments_user_id_idx" ON "payments"("user_id");

-- CreateIndex
CREATE INDEX "payments_subscription_id_idx" ON "payments"("subscription_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
