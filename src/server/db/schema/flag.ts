/** Booleans are 0/1 integers on SQLite and PostgreSQL alike. */
export type Flag = 0 | 1;
