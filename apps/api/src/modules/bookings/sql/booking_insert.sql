-- A new booking (the whole row, built and priced by the caller), the reservation holding its
-- dates under the exclusion constraint (an overlap raises 23P01) and its first timeline event.
-- PL/pgSQL rather than SQL: its statement keeps its plan for the session, where PostgreSQL 15
-- plans an SQL-language function's body again on every call (docs/performance.md, long stays).
CREATE OR REPLACE FUNCTION booking_insert(booking jsonb, event_id uuid, event_reason text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH b AS (SELECT * FROM jsonb_populate_record(NULL::bookings, booking)),
  booked AS (
    INSERT INTO bookings (id, reference, user_id, property_id, owner_id, status, move_in_date,
      end_date, rental_period, monthly_rent, rent_total, add_ons, add_ons_total, deposit, subtotal,
      commission, owner_share, total, payment_method, payment_order_id, expires_at, confirmed_at,
      cancelled_at, cancelled_by, cancellation_reason, refund_amount, completed_at, autopay,
      ended_early_at, end_early_reason, stay_changed_at, created_at, updated_at)
    SELECT id, reference, user_id, property_id, owner_id, status, move_in_date,
      end_date, rental_period, monthly_rent, rent_total, add_ons, add_ons_total, deposit, subtotal,
      commission, owner_share, total, payment_method, payment_order_id, expires_at, confirmed_at,
      cancelled_at, cancelled_by, cancellation_reason, refund_amount, completed_at, autopay,
      ended_early_at, end_early_reason, stay_changed_at, created_at, updated_at
    FROM b
    RETURNING id, user_id, property_id, move_in_date, end_date, status, created_at
  ),
  held AS (
    INSERT INTO property_reservations (property_id, during, kind, booking_id, created_by)
    SELECT property_id, daterange(move_in_date, end_date), 'booking', id, user_id FROM booked
  )
  INSERT INTO booking_events
    (id, booking_id, from_status, to_status, actor_id, actor_role, reason, created_at)
  SELECT event_id, id, NULL, status, user_id, 'user', event_reason, created_at FROM booked;
END;
$$;
