// Tables of the back office's accounts area (issue 14); migration packages/db/migrations/00xx_accounts.sql.
export {};
