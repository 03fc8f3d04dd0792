// Tables of the back office's catalogue area (issue 14); migration packages/db/migrations/00xx_catalogue.sql.
export {};
