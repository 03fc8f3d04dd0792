// Tables of offers (promo codes, gift vouchers; issue 14); migration packages/db/migrations/0014_offers.sql.
export {};
