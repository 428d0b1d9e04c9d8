CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_booking_order_idx" ON "card_refunds" USING btree ("booking_id","payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_provider_refund_idx" ON "card_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "card_refunds_payment_order_idx" ON "card_refunds" USING btree ("payment_order_id");--> statement-breakpoint
-- Refunds to the card (decision 028): the platform's account for refunds on their way to a card.
INSERT INTO ledger_accounts (kind) VALUES ('card_refunds_in_transit') ON CONFLICT DO NOTHING;
