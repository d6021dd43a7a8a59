//! Work the server does in the background while it runs.

use std::time::Duration;

use actix_web::web;
use adapters_db::PgStore;

/// Folds the list counters' deltas every few seconds, so that a total sums a handful of rows.
/// Several servers may run it at once: the database lets one fold at a time.
pub fn compact_counters(store: PgStore) {
    actix_web::rt::spawn(async move {
        let mut interval = actix_web::rt::time::interval(Duration::from_secs(10));
        loop {
            interval.tick().await;
            let store = store.clone();
            match web::block(move || store.compact_counters()).await {
                Ok(Ok(folded)) => tracing::debug!(folded, "list counters folded"),
                Ok(Err(error)) => tracing::warn!(%error, "list counters were not folded"),
                Err(error) => tracing::warn!(%error, "list counters were not folded"),
            }
        }
    });
}

/// Writes the cards a migration left to the servers, a batch every two seconds, until there are
/// none left; pages read meanwhile make the missing ones from the stored rows.
pub fn fill_cards(store: PgStore) {
    actix_web::rt::spawn(async move {
        let mut interval = actix_web::rt::time::interval(Duration::from_secs(2));
        loop {
            interval.tick().await;
            let store = store.clone();
            match web::block(move || store.fill_cards(5_000)).await {
                Ok(Ok(None)) => break,
                Ok(Ok(Some(written))) => tracing::debug!(written, "students' cards written"),
                Ok(Err(error)) => tracing::warn!(%error, "students' cards were not written"),
                Err(error) => tracing::warn!(%error, "students' cards were not written"),
            }
        }
    });
}
