//! Work the server does in the background while it runs.

use std::time::Duration;

use actix_web::web;
use adapters_db::PgStore;
use application::AppError;

/// Runs `job` on a blocking thread every `period` until it answers `false`; a failure is logged as
/// `failed` and tried again at the next tick.
fn every<F>(period: Duration, failed: &'static str, job: F)
where
    F: Fn() -> Result<bool, AppError> + Clone + Send + 'static,
{
    actix_web::rt::spawn(async move {
        let mut interval = actix_web::rt::time::interval(period);
        loop {
            interval.tick().await;
            match web::block(job.clone()).await {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => break,
                Ok(Err(error)) => tracing::warn!(%error, "{failed}"),
                Err(error) => tracing::warn!(%error, "{failed}"),
            }
        }
    });
}

/// Folds the list counters' deltas every few seconds, so that a total sums a handful of rows.
/// Several servers may run it at once: the database lets one fold at a time.
pub fn compact_counters(store: PgStore) {
    every(Duration::from_secs(10), "list counters were not folded", move || {
        let folded = store.compact_counters()?;
        tracing::debug!(folded, "list counters folded");
        Ok(true)
    });
}

/// Prepares the whole country's figures at start and every `period` after, so that the ministry's
/// dashboard and national reports read them instead of summing the country's counters per request.
pub fn prepare_national_figures(store: PgStore, period: Duration) {
    every(period, "the national figures were not prepared", move || {
        store.prepare_national_figures()?;
        tracing::debug!("national figures prepared");
        Ok(true)
    });
}

/// Writes the cards a migration left to the servers, a batch every two seconds, until there are
/// none left; pages read meanwhile make the missing ones from the stored rows.
pub fn fill_cards(store: PgStore) {
    every(Duration::from_secs(2), "students' cards were not written", move || {
        let written = store.fill_cards(5_000)?;
        if let Some(written) = written {
            tracing::debug!(written, "students' cards written");
        }
        Ok(written.is_some())
    });
}

/// Deletes the portal's notifications older than `NOTIFICATIONS_KEPT_DAYS`, a batch a minute.
pub fn forget_old_notifications(store: PgStore) {
    every(Duration::from_secs(60), "old notifications were not deleted", move || {
        let kept = chrono::Duration::days(domain::portal::NOTIFICATIONS_KEPT_DAYS);
        let deleted = store.forget_notifications(chrono::Utc::now() - kept, 10_000)?;
        tracing::debug!(deleted, "old notifications deleted");
        Ok(true)
    });
}
