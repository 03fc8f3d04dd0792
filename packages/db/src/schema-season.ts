// Tables of the back office's season area (issue 14); migration packages/db/migrations/00xx_season.sql.
export {};
