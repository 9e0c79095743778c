/**
 * A buyer may cancel a pending payment (server/src/modules/payments/README.md): the `canceled` status, final like
 * `paid`. The trigger keeps it final in the database too, whatever a later report says (the status is compared as
 * text: a value added by ALTER TYPE cannot be used as an enum literal in the transaction that adds it).
 */
export class PaymentCanceled1797100000000 {
  name = 'PaymentCanceled1797100000000';

  async up(queryRunner) {
    await queryRunner.query("ALTER TYPE \"public\".\"payment_status\" ADD VALUE IF NOT EXISTS 'canceled'");
    await queryRunner.query(`CREATE OR REPLACE FUNCTION payment_paid_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' THEN
    RAISE EXCEPTION 'payment % is paid and can no longer change', OLD.id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status::text = 'canceled' AND NEW.status::text <> 'canceled' THEN
    RAISE EXCEPTION 'payment % is canceled and can no longer change status', OLD.id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`);
  }

  async down(queryRunner) {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION payment_paid_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' THEN
    RAISE EXCEPTION 'payment % is paid and can no longer change', OLD.id USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`);
    // PostgreSQL cannot drop one value of an enum: canceled rows become expired and the value stays.
    await queryRunner.query("UPDATE payment SET status = 'expired' WHERE status::text = 'canceled'");
  }
}
