//! What only PostgreSQL can prove about the unit of work: a change holds its aggregate's row from
//! the load to the end of its transaction, so that a check and the write it guards see one state.

use std::sync::mpsc;

use application::ports::{in_transaction, Lock, Transaction};
use application::AppError;
use diesel::prelude::*;
use domain::ids::{BuildingId, CurriculumId, StaffId};

use crate::support::fixtures::{CurriculumBuilder, StaffBuilder};
use crate::support::teaching::BuildingBuilder;
use crate::support::TestApp;

/// Whether another connection can take the row at once (`NOWAIT` refuses a row someone holds).
fn row_is_free(url: &str, table: &str, id: i64) -> bool {
    let mut other = PgConnection::establish(url).expect("connect");
    other
        .transaction::<_, diesel::result::Error, _>(|conn| {
            diesel::sql_query(format!("SELECT id FROM {table} WHERE id = {id} FOR UPDATE NOWAIT")).execute(conn)
        })
        .is_ok()
}

/// Runs `load` in a transaction that stays open until the row's state has been looked at from
/// outside; answers whether the row was free meanwhile and afterwards.
fn held_while_open(
    app: &TestApp,
    table: &str,
    id: i64,
    load: impl FnOnce(&mut dyn Transaction) -> Result<bool, AppError> + Send + 'static,
) -> (bool, bool) {
    let (loaded, wait_loaded) = mpsc::channel();
    let (release, wait_release) = mpsc::channel::<()>();
    let store = app.store.clone();
    let holder = std::thread::spawn(move || {
        in_transaction(&store, |tx| {
            let found = load(tx)?;
            loaded.send(found).ok();
            wait_release.recv().ok();
            Ok(())
        })
    });
    assert!(wait_loaded.recv().expect("the load ran"), "the aggregate was not found");
    let during = row_is_free(&app.db.url, table, id);
    release.send(()).expect("release");
    holder.join().expect("the holder ended").expect("the transaction committed");
    (during, row_is_free(&app.db.url, table, id))
}

#[actix_web::test]
async fn a_change_holds_its_aggregates_row_until_its_transaction_ends() {
    let app = TestApp::new().await;
    let own = app.own_university("QULF").await;
    let curriculum = CurriculumBuilder::new("QULF o‘quv rejasi").by(&own.admin).build(&app).await.id;
    let staff = StaffBuilder::new(1).by(&own.admin).build(&app).await.id;
    let building = BuildingBuilder::new("Bosh bino").by(&own.admin).build(&app).await.id;

    let locked = held_while_open(&app, "curricula", curriculum, move |tx| {
        Ok(tx.curricula().find(CurriculumId::from_stored(curriculum), Lock::ForUpdate)?.is_some())
    });
    assert_eq!(locked, (false, true), "a curriculum loaded for a change is held, and freed at the end");
    let locked =
        held_while_open(&app, "staffs", staff, move |tx| Ok(tx.staff().find(StaffId::from_stored(staff), Lock::ForUpdate)?.is_some()));
    assert_eq!(locked, (false, true), "a staff member loaded for a change is held, and freed at the end");
    let locked = held_while_open(&app, "buildings", building, move |tx| {
        Ok(tx.buildings().find(BuildingId::from_stored(building), Lock::ForUpdate)?.is_some())
    });
    assert_eq!(locked, (false, true), "a building loaded for a change is held, and freed at the end");

    let read = held_while_open(&app, "curricula", curriculum, move |tx| {
        Ok(tx.curricula().find(CurriculumId::from_stored(curriculum), Lock::None)?.is_some())
    });
    assert_eq!(read, (true, true), "a plain load holds nothing");
}
