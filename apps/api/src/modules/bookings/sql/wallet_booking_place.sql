-- A fresh cart paid from the wallet, whole, in one call. The caller read the cart, its home and
-- its add-ons without locking anything, priced them, and built the booking, its ledger posting and
-- its notices; here, atomically:
-- 1. the cart is taken only if it is still exactly what was priced (NBCRT otherwise: the caller
--    reads and prices again), so two payments of one cart cannot both succeed;
-- 2. the home must still be listed at the rent and deposit priced, and each add-on still offered
--    at its price (NBPRC otherwise: priced again, and 409 PRICE_CHANGED if the total moved);
-- 3. then the booking with its reservation and event, its instalments (decision 027: month 1
--    paid with its receipt number, the rest to come), the posting, and the notices, answered
--    each with its person's unread count.
-- Any failure (23P01 dates taken, 23514 wallet too low) leaves nothing written, the cart included.
CREATE OR REPLACE FUNCTION wallet_booking_place(placement jsonb)
RETURNS TABLE (notice jsonb, unread_count integer) LANGUAGE plpgsql AS $$
DECLARE
  cart jsonb := placement->'cart';
  priced jsonb := placement->'priced';
  written jsonb;
BEGIN
  DELETE FROM carts
    WHERE user_id = (cart->>'userId')::uuid
      AND property_id = (cart->>'propertyId')::uuid
      AND move_in_date = (cart->>'moveInDate')::date
      AND rental_period = (cart->>'rentalPeriod')::smallint
      AND add_on_ids = ARRAY(SELECT jsonb_array_elements_text(cart->'addOnIds'))::uuid[]
      AND pending_booking_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the cart changed while it was being paid' USING ERRCODE = 'NBCRT';
  END IF;
  PERFORM 1 FROM properties p
    WHERE p.id = (cart->>'propertyId')::uuid AND p.is_listed
      AND p.rent = (priced->>'rent')::bigint AND p.deposit = (priced->>'deposit')::bigint;
  IF NOT FOUND OR EXISTS (
    SELECT 1 FROM jsonb_to_recordset(priced->'services') AS s(id uuid, "monthlyPrice" bigint)
    LEFT JOIN services ON services.id = s.id
    WHERE services.id IS NULL OR services.status <> 'active'
      OR services.monthly_price <> s."monthlyPrice"
  ) THEN
    RAISE EXCEPTION 'the home or an add-on changed while it was being paid' USING ERRCODE = 'NBPRC';
  END IF;
  PERFORM booking_insert(placement->'booking', (placement->>'eventId')::uuid,
    placement->>'eventReason');
  PERFORM booking_instalments_insert(placement->'instalments');
  PERFORM ledger_post(placement->'posting');
  SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]'::jsonb) INTO written
    FROM notices_insert(placement->'notices'->'drafts',
      (placement->'notices'->>'now')::timestamptz,
      (placement->'notices'->>'messageEmailAt')::timestamptz) n;
  -- Each notice with its person's unread count, as the live event carries it: counted here, in a
  -- statement of its own that sees the notices just written, instead of a round trip after.
  RETURN QUERY
    SELECT w.value, (
      SELECT count(*)::integer FROM notifications u
      WHERE u.recipient_id = (w.value->>'recipient_id')::uuid
        AND u.read_at IS NULL AND u.deleted_at IS NULL)
    FROM jsonb_array_elements(written) w;
END $$;
