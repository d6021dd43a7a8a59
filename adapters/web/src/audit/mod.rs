//! `/audit-log/`: the append-only trail of changes.

mod list;

pub use list::*;
