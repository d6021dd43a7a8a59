use application::AppError;
use diesel::result::{DatabaseErrorKind, Error};

pub(crate) fn from_pool(error: diesel::r2d2::PoolError) -> AppError {
    AppError::Unavailable(error.to_string())
}

/// The name of the unique index a statement ran into, if it did.
pub(crate) fn unique_violation(error: &Error) -> Option<&str> {
    match error {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => Some(info.constraint_name().unwrap_or("")),
        _ => None,
    }
}

/// Whether PostgreSQL refused a text for holding NUL: as a text parameter ("invalid byte sequence
/// ... 0x00") or inside JSON ("unsupported Unicode escape sequence", `\u0000`).
fn refused_nul(info: &dyn diesel::result::DatabaseErrorInformation) -> bool {
    let message = info.message();
    (message.starts_with("invalid byte sequence") && message.ends_with("0x00"))
        || (message.starts_with("unsupported Unicode escape sequence") && info.details().is_some_and(|d| d.contains("\\u0000")))
}

pub(crate) fn internal(error: Error) -> AppError {
    match error {
        Error::NotFound => AppError::NotFound,
        Error::DatabaseError(_, ref info) if refused_nul(info.as_ref()) => AppError::rule(domain::text::NulCharacter),
        Error::DatabaseError(DatabaseErrorKind::ClosedConnection, _) => AppError::Unavailable(error.to_string()),
        Error::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info) => {
            match info.table_name().and_then(domain::reference::ReferringTable::of_table) {
                Some(referrer) => AppError::conflict(domain::reference::ReferencedByTable(referrer)),
                None => AppError::conflict(domain::reference::StillReferenced),
            }
        }
        other => AppError::internal(other),
    }
}

/// The answer of an update or delete guarded by the version its caller read: no row changed means
/// another change got there first.
pub(crate) fn stale_unless_changed(changed: usize) -> Result<(), AppError> {
    if changed == 0 {
        Err(AppError::StaleVersion)
    } else {
        Ok(())
    }
}

/// Inside a transaction the closure speaks `AppError`; diesel needs to turn its own errors into it.
#[derive(Debug)]
pub(crate) struct TxError(pub AppError);

impl From<Error> for TxError {
    fn from(error: Error) -> Self {
        TxError(internal(error))
    }
}

impl From<AppError> for TxError {
    fn from(error: AppError) -> Self {
        TxError(error)
    }
}
