-- The sandbox payment provider's own sessions (decision 010): what it was asked to charge, where it
-- sends the browser back, and what happened on its page. The platform's payment attempts stay in
-- "payments", which only the platform's payment module writes; the sandbox never touches them and
-- tells outcomes by signed notification, like a real provider. "id" is the platform's attempt id.
CREATE TABLE "sandbox_sessions" (
  "id" text PRIMARY KEY NOT NULL,
  "order_number" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "lang" text NOT NULL,
  "merchant_name" text NOT NULL,
  "return_url" text NOT NULL,
  "cancel_url" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "execution_code" text,
  "transaction_id" text UNIQUE,
  "refunded_cents" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "sandbox_sessions_status_ck" CHECK ("status" in ('open','processing','succeeded','refused','expired','cancelled')),
  CONSTRAINT "sandbox_sessions_refund_ck" CHECK ("refunded_cents" >= 0 and "refunded_cents" <= "amount_cents")
);
