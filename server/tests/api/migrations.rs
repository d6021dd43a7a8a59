//! Every migration can be undone: its `down.sql` runs, and the schema it leaves takes the
//! migrations again, so an upgrade can be rolled back by the same files it was made with.

use adapters_db::MIGRATIONS;
use diesel::{Connection, PgConnection, RunQueryDsl};
use diesel_migrations::MigrationHarness;

use crate::support::TestDb;

#[derive(diesel::QueryableByName)]
struct Tables {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    count: i64,
}

fn tables(conn: &mut PgConnection) -> i64 {
    diesel::sql_query("SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations'")
        .get_result::<Tables>(conn)
        .expect("information_schema answers")
        .count
}

#[test]
fn every_migration_reverts_and_applies_again() {
    let db = TestDb::empty();
    let mut conn = PgConnection::establish(&db.url).expect("connect to the empty database");
    let applied = conn.run_pending_migrations(MIGRATIONS).expect("the migrations apply").len();
    let schema = tables(&mut conn);
    assert!(applied > 1 && schema > 10, "{applied} migrations made {schema} tables");

    let reverted = conn.revert_all_migrations(MIGRATIONS).expect("every down.sql runs").len();
    assert_eq!(reverted, applied);
    assert_eq!(tables(&mut conn), 0, "the down migrations leave no table behind");

    conn.run_pending_migrations(MIGRATIONS).expect("the migrations apply again after the revert");
    assert_eq!(tables(&mut conn), schema);
}
