//! `adapters/db/src/schema.rs` describes the schema the migrations make: every table with its
//! columns, their types and whether they take NULL. A migration that is not followed by the
//! schema file (or the reverse) fails here rather than at the first query that touches it.

use std::collections::BTreeMap;

use diesel::{Connection, PgConnection, RunQueryDsl};
use diesel_migrations::MigrationHarness;

use crate::support::TestDb;

type Columns = BTreeMap<String, String>;

/// The tables of schema.rs: `name -> { column -> "type" }`, `Nullable<T>` written `T null`.
fn declared() -> BTreeMap<String, Columns> {
    let text = include_str!("../../../adapters/db/src/schema.rs");
    let mut tables = BTreeMap::new();
    for block in text.split("diesel::table! {").skip(1) {
        let body = block.split("\n}").next().unwrap_or_default();
        let mut lines = body.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with("//") && !line.starts_with('#'));
        let header = lines.next().expect("a table! block names its table");
        let name = header.split([' ', '(']).next().unwrap_or_default().rsplit('.').next().unwrap_or_default().to_string();
        let columns = lines
            .filter_map(|line| line.split_once("->"))
            .map(|(column, kind)| {
                let kind = kind.trim().trim_end_matches(',');
                let kind = match kind.strip_prefix("Nullable<").and_then(|k| k.strip_suffix('>')) {
                    Some(inner) => format!("{inner} null"),
                    None => kind.to_string(),
                };
                (column.trim().to_string(), kind)
            })
            .collect();
        tables.insert(name, columns);
    }
    tables
}

#[derive(diesel::QueryableByName)]
struct ColumnRow {
    #[diesel(sql_type = diesel::sql_types::Text)]
    table_name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    column_name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    udt_name: String,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    nullable: bool,
}

/// The diesel type of a PostgreSQL type, as print-schema would write it.
fn diesel_type(udt: &str) -> String {
    match udt {
        "int2" => "Int2".into(),
        "int4" => "Int4".into(),
        "int8" => "Int8".into(),
        "text" => "Text".into(),
        "varchar" => "Varchar".into(),
        "bool" => "Bool".into(),
        "date" => "Date".into(),
        "time" => "Time".into(),
        "timestamptz" => "Timestamptz".into(),
        "timestamp" => "Timestamp".into(),
        "json" => "Json".into(),
        "jsonb" => "Jsonb".into(),
        "uuid" => "Uuid".into(),
        "bytea" => "Bytea".into(),
        "numeric" => "Numeric".into(),
        other => match other.strip_prefix('_') {
            Some(element) => format!("Array<{}>", diesel_type(element)),
            None => format!("<{other}>"),
        },
    }
}

/// The tables the migrations make (partitions of the audit log are its own table's rows, not tables).
fn migrated(conn: &mut PgConnection) -> BTreeMap<String, Columns> {
    let rows: Vec<ColumnRow> = diesel::sql_query(
        "SELECT c.table_name::text AS table_name, c.column_name::text AS column_name, c.udt_name::text AS udt_name, \
                c.is_nullable = 'YES' AS nullable \
         FROM information_schema.columns c \
         JOIN pg_class k ON k.relname = c.table_name AND k.relnamespace = 'public'::regnamespace \
         WHERE c.table_schema = 'public' AND k.relkind IN ('r', 'p') AND NOT k.relispartition \
           AND c.table_name <> '__diesel_schema_migrations'",
    )
    .load(conn)
    .expect("information_schema answers");
    let mut tables: BTreeMap<String, Columns> = BTreeMap::new();
    for row in rows {
        let kind = diesel_type(&row.udt_name);
        let kind = if row.nullable { format!("{kind} null") } else { kind };
        tables.entry(row.table_name).or_default().insert(row.column_name, kind);
    }
    tables
}

/// Left out of schema.rs on purpose, each for its reason.
const LEFT_OUT_COLUMNS: &[(&str, &str)] = &[
    // diesel's tables take 16 columns; the creation time is written by its default and read by SQL only.
    ("curricula", "created_at"),
];
/// Tables without a primary key, which diesel's `table!` needs: read and written by SQL only.
const LEFT_OUT_TABLES: &[&str] = &["finance_tallies", "list_counts", "list_totals", "report_tallies"];

#[test]
fn the_schema_file_describes_the_migrated_database() {
    let db = TestDb::empty();
    let mut conn = PgConnection::establish(&db.url).expect("connect to the empty database");
    conn.run_pending_migrations(adapters_db::MIGRATIONS).expect("the migrations apply");
    let declared = declared();
    assert!(declared.len() > 30, "schema.rs was read: {} tables", declared.len());
    let mut migrated = migrated(&mut conn);
    for table in LEFT_OUT_TABLES {
        assert!(migrated.remove(*table).is_some(), "{table} is no longer made by the migrations");
    }
    for (table, column) in LEFT_OUT_COLUMNS {
        let columns = migrated.get_mut(*table).expect("a table left in part");
        assert!(columns.remove(*column).is_some(), "{table}.{column} is no longer made by the migrations");
    }
    let differences: Vec<String> = declared
        .keys()
        .chain(migrated.keys())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .filter(|table| declared.get(*table) != migrated.get(*table))
        .map(|table| format!("{table}:\n  schema.rs: {:?}\n  database:  {:?}", declared.get(table), migrated.get(table)))
        .collect();
    assert!(differences.is_empty(), "schema.rs and the migrations disagree:\n{}", differences.join("\n"));
}
